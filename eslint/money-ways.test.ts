import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { moneyOperations } from './money-ways.js';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const problems = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId?.startsWith('ways/')).map((m) => m.ruleId);
};

const kit = `import { useForm } from 'react-hook-form';\nimport { useMoneyAction } from '../../money-action/use-money-action.ts';\n`;

describe('ways/refusal-through-field-error', () => {
  it('refuses a money form reading formState.errors or an errorOf of its own', async () => {
    const code = `${kit}export function Form() {\n  const form = useForm<{ amount: string; address: string }>();\n  const { formState } = form;\n  const action = useMoneyAction({ send: async () => ({ kind: 'unknown' as const }), changes: [], recordsHref: '/', form });\n  const errorOf = (name: 'address') => formState.errors[name]?.message;\n  const { errors } = form.formState;\n  return <p>{form.formState.errors.amount?.message}{errorOf('address')}{String(errors)}{action.phase}</p>;\n}\n`;
    expect(await problems('src/features/assets/NewForm.tsx', code)).toEqual([
      'ways/refusal-through-field-error',
      'ways/refusal-through-field-error',
      'ways/refusal-through-field-error',
      'ways/refusal-through-field-error',
    ]);
  });

  it('lets a money form read action.fieldError, and a form off the kit read its own errors', async () => {
    const money = `${kit}export function Form() {\n  const form = useForm<{ amount: string }>();\n  const action = useMoneyAction({ send: async () => ({ kind: 'unknown' as const }), changes: [], recordsHref: '/', form });\n  return <p>{action.fieldError('amount', { coin: 'BTC' })}{String(form.formState.isDirty)}</p>;\n}\n`;
    expect(await problems('src/features/assets/NewForm.tsx', money)).toEqual([]);
    const signIn = `import { useForm } from 'react-hook-form';\nexport function Form() {\n  const { formState } = useForm<{ email: string }>();\n  return <p>{formState.errors.email?.message}</p>;\n}\n`;
    expect(await problems('src/features/sign-in/NewForm.tsx', signIn)).toEqual([]);
  });
});

describe('ways/amounts-through-amount-field', () => {
  it('refuses a bare AmountInput in a feature', async () => {
    const code = `import { AmountInput } from '../../ui/AmountInput.tsx';\nexport const field = <AmountInput label="x" precision={2} unit="BTC" value="" onChange={() => undefined} />;\n`;
    expect(await problems('src/features/assets/NewForm.tsx', code)).toEqual([
      'ways/amounts-through-amount-field',
      'ways/amounts-through-amount-field',
    ]);
  });

  it("lets a feature use AmountField, name AmountInput's props, and keeps the named exceptions", async () => {
    const code = `import type { AmountInputProps } from '../../ui/AmountInput.tsx';\nimport { AmountField } from '../../ui/AmountField.tsx';\nexport type Props = AmountInputProps;\nexport const Field = AmountField;\n`;
    expect(await problems('src/features/assets/NewForm.tsx', code)).toEqual([]);
    const converter = `import { AmountInput } from '../../ui/AmountInput.tsx';\nexport const Field = AmountInput;\n`;
    expect(await problems('src/features/rates/Converter.tsx', converter)).toEqual([]);
  });
});

describe('ways/money-through-kit', () => {
  it('refuses a money operation sent through useApiMutation or callOperation', async () => {
    const code = `import { callOperation } from '../../api/operation.ts';\nimport { useApiMutation } from '../../api/query.ts';\nimport { customerAssetsCancelApplyTransactionOut } from '../../../generated/operations/customerAssetsCancelApplyTransactionOut.ts';\nimport { transferAddTransfer as move } from '../../../generated/operations/transferAddTransfer.ts';\nexport const useCancel = () => useApiMutation(customerAssetsCancelApplyTransactionOut, { changes: [] });\nexport const send = () => callOperation(move, { body: {} as never });\n`;
    expect(await problems('src/features/assets/Cancel.tsx', code)).toEqual([
      'ways/money-through-kit',
      'ways/money-through-kit',
    ]);
  });

  it('refuses a raw call whose operation it cannot see (an alias, a table, a parameter)', async () => {
    const code = `import { callOperation } from '../../api/operation.ts';\nimport type { Operation } from '../../api/operation.ts';\nimport { calls } from './calls.ts';\nexport const send = () => callOperation(calls.withdraw);\nexport const any = (op: Operation) => callOperation(op as never);\n`;
    expect(await problems('src/features/assets/calls-user.ts', code)).toEqual([
      'ways/money-through-kit',
      'ways/money-through-kit',
    ]);
  });

  it('lets a raw call send an operation that moves no money, and the kit send a money one', async () => {
    const code = `import { callOperation } from '../../api/operation.ts';\nimport { sendOperation } from '../../money-action/outcome.ts';\nimport { securitySendVerifyCode } from '../../../generated/operations/securitySendVerifyCode.ts';\nimport { transferAddTransfer } from '../../../generated/operations/transferAddTransfer.ts';\nexport const code = () => callOperation(securitySendVerifyCode, { body: {} as never });\nexport const move = () => sendOperation(transferAddTransfer, { body: {} as never }, { elsewhere: 'form', codes: {} });\n`;
    expect(await problems('src/features/assets/calls.ts', code)).toEqual([]);
  });

  it('names only operations that exist', () => {
    for (const id of Object.keys(moneyOperations)) {
      expect(existsSync(resolve(root, 'generated/operations', `${id}.ts`)), id).toBe(true);
    }
  });
});
