/**
 * Panels drawn wholly from the schema: footer, languages and currency, services, constants (the
 * theme mode and up colour are the Brand panel's).
 */
import { SchemaField, SchemaFields } from '../fields/SchemaFields.tsx';
import { schemaAt } from '../model/schema.ts';

const Block = ({ keyName, required = true }: { keyName: string; required?: boolean }) => (
  <SchemaField path={[keyName]} node={schemaAt([keyName])!} required={required} />
);

export const FooterPanel = () => <SchemaFields path={['footer']} />;

export const LanguagesPanel = () => (
  <>
    <Block keyName="languages" />
    <Block keyName="currency" />
  </>
);

export const ServicesPanel = () => (
  <>
    <Block keyName="switches" />
    <Block keyName="chat" required={false} />
    <Block keyName="analytics" required={false} />
    <Block keyName="monitoring" required={false} />
  </>
);

export const ConstantsPanel = () => <SchemaFields path={['constants']} />;
