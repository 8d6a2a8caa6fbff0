import { CLOCK_MESSAGES, MENUS, type MenuItem, SHIFT_EDIT_MESSAGES } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { AREAS, createI18n, loadAreas, loadLanguage } from './i18n.js';
import { RESOURCES, RESOURCE_FILES, resourceFileLanguage } from './resources.js';

const en = RESOURCES.en;
const es = RESOURCES.es;
import { applyCompanyLabels, LABEL_KEYS, labelVariables, pluralise } from './labels.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translation resources', () => {
  it('come in English/Spanish pairs of files with the same keys, no key defined twice', () => {
    const paths = Object.keys(RESOURCE_FILES);
    expect(paths).toContain('./en.json');
    const seen = new Map<string, string>();
    for (const path of paths) {
      const lang = resourceFileLanguage(path);
      expect(lang, `language of ${path}`).not.toBeNull();
      if (lang !== 'en') continue;
      const twin = path.replace(/en\.json$/, 'es.json');
      expect(paths, `${twin} exists`).toContain(twin);
      const a = Object.keys(RESOURCE_FILES[path]!).sort();
      const b = Object.keys(RESOURCE_FILES[twin]!).sort();
      expect(
        a.filter((k) => !b.includes(k)),
        `keys missing in ${twin}`,
      ).toEqual([]);
      expect(
        b.filter((k) => !a.includes(k)),
        `keys missing in ${path}`,
      ).toEqual([]);
      for (const k of a) {
        expect(seen.get(k), `key ${k} of ${path} also in ${seen.get(k)}`).toBeUndefined();
        seen.set(k, path);
      }
    }
  });

  it('have the same keys in English and Spanish', () => {
    const enKeys = Object.keys(en).sort();
    const esKeys = Object.keys(es).sort();
    expect(
      enKeys.filter((k) => !esKeys.includes(k)),
      'keys missing in es.json',
    ).toEqual([]);
    expect(
      esKeys.filter((k) => !enKeys.includes(k)),
      'keys missing in en.json',
    ).toEqual([]);
  });

  it('use the same placeholders in both languages and no empty values', () => {
    for (const key of Object.keys(en)) {
      const e = en[key] ?? '';
      const s = (es as Record<string, string>)[key] ?? '';
      expect(e.trim(), `en ${key}`).not.toBe('');
      expect(s.trim(), `es ${key}`).not.toBe('');
      // Label tokens may differ (a language may need the plural); interpolated values may not.
      const vars = (x: string) => placeholders(x).filter((p) => !p?.startsWith('label.'));
      expect(vars(s), `placeholders of ${key}`).toEqual(vars(e));
    }
  });

  it('translate every menu label key of @wm/domain', () => {
    const keys: string[] = [];
    const walk = (items: readonly MenuItem[]) => {
      for (const it of items) {
        keys.push(it.labelKey);
        if (it.children) walk(it.children);
      }
    };
    for (const menu of Object.values(MENUS)) walk(menu);
    expect(keys.filter((k) => !(k in RESOURCES.en))).toEqual([]);
  });

  it('contain every key the console source uses', () => {
    const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    // A plural key is there as its _one/_other forms (i18next plurals).
    expect([...used].filter((k) => !(k in RESOURCES.en) && !(`${k}_other` in RESOURCES.en))).toEqual([]);
  });
});

describe('i18n instance', () => {
  it('gives the spec English messages with the default labels', () => {
    const i18n = createI18n('en', null, false, RESOURCES);
    const t = i18n.t.bind(i18n);
    expect(t('domain.LOCATION_REQUIRED')).toBe(CLOCK_MESSAGES.locationRequired);
    expect(t('domain.TASK_REQUIRED')).toBe(CLOCK_MESSAGES.taskRequired);
    expect(t('domain.TASK_REQUIRED.title')).toBe(CLOCK_MESSAGES.taskRequiredTitle);
    expect(t('domain.INVALID_TIME')).toBe(CLOCK_MESSAGES.minElapsed);
    expect(t('domain.INVALID_TIME.title')).toBe(CLOCK_MESSAGES.invalidTimeTitle);
    expect(t('domain.DUPLICATE_CLOCK_IN')).toBe(CLOCK_MESSAGES.duplicateIn);
    expect(t('domain.EMPLOYEE_REQUIRED')).toBe(CLOCK_MESSAGES.employeeRequired);
    expect(t('domain.INVALID_CUSTOM_FIELD')).toBe(CLOCK_MESSAGES.invalidCustomFields);
    expect(t('domain.OUT_BEFORE_IN')).toBe(SHIFT_EDIT_MESSAGES.outBeforeIn);
    expect(t('domain.RECORD_TOO_LONG')).toBe(SHIFT_EDIT_MESSAGES.tooLong);
    expect(t('clock.inSuccess')).toBe(CLOCK_MESSAGES.clockInSuccess);
    expect(t('clock.outSuccess')).toBe(CLOCK_MESSAGES.clockOutSuccess);
    expect(t('clock.outFailure')).toBe(CLOCK_MESSAGES.clockOutFailure);
    expect(t('menu.settings.employees')).toBe('Employees');
    expect(t('menu.reports.asset')).toBe('Asset Reports');
    expect(t('confirm.deleteOne', { entity: t('entity.timeRecord') })).toBe(
      'Are you sure you want to delete this time record?',
    );
    expect(t('confirm.deleteMany', { count: 3, entity: t('entity.timeRecord') })).toBe(
      'Are you sure you want to delete these 3 time record(s)?',
    );
    expect(t('logoff.message')).toBe('Are you sure you want to log off?');
  });

  it("fetches a language's core strings only when it is first used, and areas with their routes (issue 20)", async () => {
    const core = await loadLanguage('en');
    expect(core['logon.signIn']).toBe(RESOURCES.en['logon.signIn']);
    expect(core['payroll.tabs']).toBeUndefined();
    expect(AREAS).toContain('payroll');
    expect(AREAS).not.toContain('signin');
    const i18n = createI18n('en', null, false, { en: core });
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    await loadAreas(i18n, ['payroll']);
    expect(i18n.t('payroll.tabs')).toBe(RESOURCES.en['payroll.tabs']);
    await i18n.changeLanguage('es');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.t('logon.signIn')).toBe(RESOURCES.es['logon.signIn']);
    expect(i18n.t('logon.signIn')).not.toBe(RESOURCES.en['logon.signIn']);
    // The loaded area follows the language.
    expect(i18n.t('payroll.tabs')).toBe(RESOURCES.es['payroll.tabs']);
    expect(i18n.hasLoadedNamespace('timeeditor')).toBe(false);
  });

  it('switches to Spanish, with Spanish default labels', async () => {
    const i18n = createI18n('en', null, false, RESOURCES);
    await i18n.changeLanguage('es');
    expect(i18n.t('menu.settings.employees')).toBe('Empleados');
    expect(i18n.t('logoff.title')).toBe('Confirmar cierre de sesión');
    expect(i18n.t('domain.LOCATION_REQUIRED')).toBe('Seleccione una ubicación.');
  });

  it("replaces label words with the company's labels in menus, headings and messages", async () => {
    const i18n = createI18n(
      'en',
      { employee: 'Worker', location: 'Site', task: 'Job', asset: 'Equipment', assets: 'Equipment' },
      false,
      RESOURCES,
    );
    expect(i18n.t('menu.settings.employees')).toBe('Workers');
    expect(i18n.t('menu.settings.locations')).toBe('Sites');
    expect(i18n.t('menu.reports.asset')).toBe('Equipment Reports');
    expect(i18n.t('menu.assets')).toBe('Equipment');
    expect(i18n.t('domain.LOCATION_REQUIRED')).toBe('Please select a site.');
    expect(i18n.t('domain.TASK_REQUIRED.title')).toBe('Job Required');
    expect(i18n.t('clock.outFailure')).toBe('Could not clock out all workers.');
    // The company's words hold in Spanish too; words without a company label stay Spanish.
    await i18n.changeLanguage('es');
    expect(i18n.t('menu.settings.employees')).toBe('Workers');
    expect(i18n.t('menu.settings.devices')).toBe('Dispositivos');
    // Removing the labels (log off) restores the defaults.
    applyCompanyLabels(i18n, null);
    expect(i18n.t('menu.settings.employees')).toBe('Empleados');
  });
});

describe('label changes', () => {
  it("tell listeners (react-i18next re-renders on 'languageChanged') only when the words change", () => {
    const i18n = createI18n('en', null, false, RESOURCES);
    let events = 0;
    i18n.on('languageChanged', () => {
      events++;
    });
    applyCompanyLabels(i18n, { employee: 'Worker' });
    expect(events).toBe(1);
    expect(i18n.t('menu.settings.employees')).toBe('Workers');
    applyCompanyLabels(i18n, { employee: 'Worker' });
    expect(events).toBe(1);
    applyCompanyLabels(i18n, null);
    expect(events).toBe(2);
    expect(i18n.language).toBe('en');
  });
});

describe('label helpers', () => {
  it('pluralise custom labels', () => {
    expect(pluralise('Worker')).toBe('Workers');
    expect(pluralise('Facility')).toBe('Facilities');
    expect(pluralise('Day')).toBe('Days');
    expect(pluralise('Box')).toBe('Boxes');
  });

  it('accept capitalised and prefixed keys and ignore blank labels', () => {
    const vars = labelVariables({ Employee: 'Crew', 'label.task': 'Job', location: '  ' }, (k) => `<${k}>`);
    expect(vars['label.employee']).toBe('Crew');
    expect(vars['label.employees']).toBe('Crews');
    expect(vars['label.task']).toBe('Job');
    expect(vars['label.location']).toBe('<labels.location>');
    expect(Object.keys(vars)).toHaveLength(LABEL_KEYS.length * 2);
  });
});
