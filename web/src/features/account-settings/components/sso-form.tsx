/**
 * Single sign-on: the business profile's SAML configuration (admins only; spec 01 §2, spec 02 §7),
 * checked with the contract's SAML rules before it is sent (the API applies the same).
 */
import { snakifyKeys } from '@sl/api-contract/client/case';
import { samlRulesSchema } from '@sl/api-contract/schemas/saml';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { bindFields, type EditorField, EditorFields } from '#/components/crud/editor-fields.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useFormFields } from '#/lib/use-form-fields.ts';
import { samlQueries, useUpdateSaml } from '../api/saml.ts';

interface SamlFields {
  idpLoginUrl: string;
  idpEntityId: string;
  idpCert: string;
  isActive: boolean;
}

export function SsoForm() {
  const saml = useQuery(samlQueries.detail());
  if (saml.isPending) return <Spinner label="Loading single sign-on" />;
  if (saml.isError) return <p role="alert">{readFormError(saml.error).join(' ')}</p>;
  return (
    <SamlForm
      initial={{
        idpLoginUrl: saml.data.idpLoginUrl,
        idpEntityId: saml.data.idpEntityId,
        idpCert: saml.data.idpCert,
        isActive: saml.data.isActive,
      }}
    />
  );
}

const SAML_FIELDS: readonly EditorField<SamlFields>[] = [
  { kind: 'switch', key: 'isActive', label: 'Single sign-on is active' },
  {
    kind: 'text',
    key: 'idpLoginUrl',
    label: 'IdP login URL',
    description: 'The https address your identity provider signs people in at.',
  },
  { kind: 'text', key: 'idpEntityId', label: 'IdP entity ID' },
  {
    kind: 'textarea',
    key: 'idpCert',
    label: 'IdP certificate',
    description: 'The X.509 certificate in PEM form.',
    rows: 6,
  },
];

function SamlForm({ initial }: { initial: SamlFields }) {
  const update = useUpdateSaml();
  const { fields, errors, set, check } = useFormFields(initial, samlRulesSchema, snakifyKeys);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check()) return;
    update.mutate({
      idpLoginUrl: fields.idpLoginUrl.trim(),
      idpEntityId: fields.idpEntityId.trim(),
      idpCert: fields.idpCert.trim(),
      isActive: fields.isActive,
    });
  }

  return (
    <Form onSubmit={handleSubmit} validationErrors={errors} aria-labelledby="saml" className="card">
      <h2 id="saml" className="card__title">
        SAML single sign-on
      </h2>
      {update.isError && <FormAlert messages={readFormError(update.error)} />}
      {update.isSuccess && <FormAlert tone="success" messages={['Single sign-on settings saved.']} />}
      <EditorFields fields={SAML_FIELDS} binding={bindFields(fields, set)} />
      <div className="card__actions">
        <Button type="submit" isPending={update.isPending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
