import { MODULES, PRIVILEGE_CATALOGUE } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n.js';
import { RESOURCES } from '../../../i18n/resources.js';
import { moduleLabel, privilegeLabel } from './labels.js';

describe('access labels', () => {
  it('translate every privilege name, kind and module in English and Spanish', () => {
    for (const lng of ['en', 'es'] as const) {
      const r = RESOURCES[lng];
      for (const d of PRIVILEGE_CATALOGUE) {
        expect(r[`access.priv.${d.name}`], `${lng} ${d.name}`).toBeTruthy();
        expect(r[`access.kind.${d.kind}`]).toBeTruthy();
      }
      for (const m of MODULES) expect(r[`access.module.${m}`]).toBeTruthy();
    }
  });

  it('shows Platform as System and uses the company labels in privilege names', async () => {
    const i18n = createI18n('en', { employee: 'Worker' }, false, RESOURCES);
    const t = i18n.t.bind(i18n);
    expect(moduleLabel(t, 'Platform')).toBe('System');
    const edit = PRIVILEGE_CATALOGUE.find((d) => d.id === 'Platform:Edit:Employee')!;
    expect(privilegeLabel(t, edit)).toBe('Edit · Worker');
    await i18n.changeLanguage('es');
    expect(moduleLabel(t, 'Platform')).toBe('Sistema');
    expect(privilegeLabel(t, PRIVILEGE_CATALOGUE.find((d) => d.id === 'Time:View:FaceCaptures')!)).toBe(
      'Ver · Fotos de entrada y salida',
    );
  });
});

describe('access error text', () => {
  it('translates the licence messages and passes other messages through', async () => {
    const { accessErrorText } = await import('./labels.js');
    const i18n = createI18n('es', null, false, RESOURCES);
    const t = i18n.t.bind(i18n);
    expect(accessErrorText(t, new Error('Not enough licenses.'))).toBe('No hay suficientes licencias.');
    expect(accessErrorText(t, new Error('Assignment exceeds available licenses'))).toBe(
      'La asignación supera las licencias disponibles',
    );
    expect(accessErrorText(t, new Error('Role x not found'))).toBe('Role x not found');
    const en = createI18n('en', null, false, RESOURCES);
    expect(accessErrorText(en.t.bind(en), new Error('Not enough licenses.'))).toBe('Not enough licenses.');
  });
});
