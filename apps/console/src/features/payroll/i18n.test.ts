import { describe, expect, it } from 'vitest';
import { createI18n, loadAreas, loadLanguage } from '../../i18n/i18n.js';
import { RESOURCES } from '../../i18n/resources.js';
import { addPayrollResources, PAYROLL_RESOURCES } from './resources.js';

describe('payroll-console strings (English and Spanish)', () => {
  it('Spanish has every English key', () => {
    const missing = Object.keys(PAYROLL_RESOURCES.en).filter((k) => !(k in PAYROLL_RESOURCES.es));
    expect(missing).toEqual([]);
  });
  it('English has every Spanish key except translations of domain messages (English shows the spec text)', () => {
    const extra = Object.keys(PAYROLL_RESOURCES.es).filter(
      (k) => !(k in PAYROLL_RESOURCES.en) && !k.startsWith('domain.') && !k.startsWith('reports.field.'),
    );
    expect(extra).toEqual([]);
  });
  it('keeps the spec messages verbatim in English', () => {
    const en = PAYROLL_RESOURCES.en;
    expect(en['payroll.payGroup.deleteTitle']).toBe('Confirm Delete Pay Group');
    expect(en['payroll.payGroup.deleteMessage']).toBe('Are you sure you want to delete this pay group?');
    expect(en['reports.fromDateRequired']).toBe('From Date is required.');
    expect(en['batch.toast.batched']).toBe('Time was Batched.');
    expect(en['batch.toast.reversed']).toBe('Batched Time reversed.');
    expect(en['batch.toast.processed']).toBe('Batched Time processed.');
    expect(en['batch.toast.closed']).toBe('Batch Closed');
    expect(en['batch.msg.noCompleteRecord']).toBe('No complete record to batch');
    expect(en['batch.msg.noOpenBatch']).toBe('Please select an open batched record to process.');
  });
  it('adds to an instance once without overwriting the console keys, and resolves labels', () => {
    const i18n = createI18n('es', { employee: 'Técnico' }, false, RESOURCES);
    const before = i18n.t('common.saved');
    addPayrollResources(i18n);
    addPayrollResources(i18n);
    expect(i18n.t('common.saved')).toBe(before);
    expect(i18n.t('payroll.payGroup.title')).toBe('Grupo de pago');
    expect(i18n.t('reports.name.employee-time-card')).toBe('Tarjeta de tiempo de técnico');
    // A domain message without an English translation falls back to the spec text.
    i18n.changeLanguage('en');
    expect(i18n.t('domain.PAY_GROUP_NAME', { defaultValue: 'Pay Group name is required.' })).toBe(
      'Pay Group name is required.',
    );
  });

  it('leaves a language not yet loaded alone, so switching to it still fetches its strings and loaded areas', async () => {
    const i18n = createI18n('en', null, false, { en: await loadLanguage('en') });
    await loadAreas(i18n, ['timeeditor', 'payroll']);
    expect(i18n.t('payroll.payGroup.title')).toBe(PAYROLL_RESOURCES.en['payroll.payGroup.title']);
    await i18n.changeLanguage('es');
    expect(i18n.t('timeeditor.detail.tab.batched')).toBe('Edición de lotes');
    expect(i18n.t('payroll.payGroup.title')).toBe('Grupo de pago');
  });
});
