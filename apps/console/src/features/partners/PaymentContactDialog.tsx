import { partnerCalls } from '@wm/api';
import { PaymentContactSchema } from '@wm/api/schemas';
import { Button, Dialog, TextField, useToast } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import type { CustomerRow } from './customers.js';

type Contact = { name: string; email: string; phone: string };

/** Field errors of a payment contact, checked with the server's own schema (message per field). */
export function paymentContactErrors(contact: Contact): Partial<Record<keyof Contact, string>> {
  const r = PaymentContactSchema.safeParse(contact);
  if (r.success) return {};
  const errors: Partial<Record<keyof Contact, string>> = {};
  for (const issue of r.error.issues) {
    const key = issue.path[0] as keyof Contact;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The payment contact info dialog of a customer (service spec 2 "Companies" dialogs): name and
 * e-mail (required) and phone of who receives invoices, saved on the company as `paymentContact`
 * by its global or partner administrator (X-Company-Id); the server checks the same schema.
 */
export function PaymentContactDialog({ company, onSaved }: { company: CustomerRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const initial = (): Contact => ({
    name: company.paymentContact?.name ?? '',
    email: company.paymentContact?.email ?? '',
    phone: company.paymentContact?.phone ?? '',
  });
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState<Contact>(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? paymentContactErrors(contact) : {};
  const msg = (m?: string) => (m ? t(`customers.contact.msg.${m}`, { defaultValue: m }) : undefined);

  const save = async () => {
    setTried(true);
    if (Object.keys(paymentContactErrors(contact)).length) {
      toast.error(t('partners.checkForm'));
      return;
    }
    try {
      await partnerCalls.saveCompany(apiClient, {
        id: company.id,
        paymentContact: {
          name: contact.name.trim(),
          email: contact.email.trim(),
          phone: contact.phone.trim(),
        },
      });
      toast.success(t('common.saved'));
      setOpen(false);
      onSaved();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setContact(initial());
          setTried(false);
        }
      }}
      title={t('customers.contact.title')}
      trigger={<Button variant="secondary">{t('customers.contact.open')}</Button>}
      footer={<Button onClick={() => void save()}>{t('common.save')}</Button>}
    >
      <TextField
        label={t('customers.contact.name')}
        value={contact.name}
        onChange={(e) => setContact({ ...contact, name: e.target.value })}
        error={msg(errors.name)}
      />
      <TextField
        label={t('customers.contact.email')}
        type="email"
        value={contact.email}
        onChange={(e) => setContact({ ...contact, email: e.target.value })}
        error={msg(errors.email)}
      />
      <TextField
        label={t('customers.contact.phone')}
        value={contact.phone}
        onChange={(e) => setContact({ ...contact, phone: e.target.value })}
        error={msg(errors.phone)}
      />
    </Dialog>
  );
}
