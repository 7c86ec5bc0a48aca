/** A field's label, help text and problems, tied to its input for assistive technology. */
import type { ReactNode } from 'react';
import { pathKey, type KeyPath } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';

export const fieldId = (path: KeyPath): string => `field:${pathKey(path)}`;

export interface InputProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  path: KeyPath;
  label: string;
  help?: string;
  /** A checkbox shows its label after the box. */
  check?: boolean;
  extra?: ReactNode;
  children: (input: InputProps) => ReactNode;
}

export function FieldFrame({ path, label, help, check, extra, children }: Props) {
  const { check: drafted } = useStudio();
  const problems = drafted.byPath.get(pathKey(path)) ?? [];
  const warnings = drafted.warningsByPath.get(pathKey(path)) ?? [];
  const id = fieldId(path);
  const described = [
    help ? `${id}:help` : '',
    problems.length > 0 ? `${id}:problem` : '',
    warnings.length > 0 ? `${id}:warning` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const input = children({
    id,
    'aria-describedby': described || undefined,
    'aria-invalid': problems.length > 0 ? true : undefined,
  });
  const labelElement = <label htmlFor={id}>{label}</label>;
  return (
    <div className={`field${check ? ' field--check' : ''}${problems.length > 0 ? ' field--invalid' : ''}`}>
      {check ? (
        <div className="field__row">
          {input}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          <div className="field__row">{input}</div>
        </>
      )}
      {extra}
      {help && (
        <p id={`${id}:help`} className="field__help">
          {help}
        </p>
      )}
      {problems.length > 0 && (
        <p id={`${id}:problem`} className="field__problem">
          {problems.join(' · ')}
        </p>
      )}
      {warnings.length > 0 && (
        <p id={`${id}:warning`} className="field__warning">
          Warning: {warnings.join(' · ')}
        </p>
      )}
    </div>
  );
}
