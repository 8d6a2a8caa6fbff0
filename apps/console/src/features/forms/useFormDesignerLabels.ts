import { CONTROL_TYPES, DEFAULT_BINDINGS, PATTERNS, SELECT_TYPES } from '@wm/domain';
import {
  defaultFormDesignerLabels,
  type FormDesignerLabels,
  type FormDesignerOptionValue,
} from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The properties' fixed choices ('Date & Time', 'sum', ...); their keys are the values' letters. */
const OPTION_VALUES = Object.keys(defaultFormDesignerLabels.optionNames) as FormDesignerOptionValue[];

const entries = <K extends string>(keys: readonly K[], text: (k: K) => string) =>
  Object.fromEntries(keys.map((k) => [k, text(k)])) as Record<K, string>;

/**
 * Every string of the FormDesigner (platform spec 2 'Form builder') in the user's language, with the
 * company's labels in the entity names (`forms.*` and `forms.designer.*`): the palette's question
 * types, the properties panel, the restrictions and lists, the table columns. Used by the builder
 * screen and by Storybook's language switch.
 */
export function useFormDesignerLabels(): FormDesignerLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      palette: t('forms.palette'),
      canvas: t('forms.canvas'),
      properties: t('forms.properties'),
      add: (type: string) => t('forms.designer.add', { type }),
      addQuestion: t('forms.addQuestion'),
      empty: t('forms.designer.empty'),
      noSelection: t('forms.designer.noSelection'),
      edit: t('forms.edit'),
      preview: t('forms.preview'),
      move: (name: string) => t('forms.designer.move', { name }),
      moveUp: t('forms.designer.moveUp'),
      moveDown: t('forms.designer.moveDown'),
      remove: t('forms.designer.remove'),
      type: t('forms.designer.type'),
      typeNames: entries(CONTROL_TYPES, (k) => t(`forms.designer.typeName.${k}`)),
      name: t('forms.question'),
      description: t('forms.description'),
      defaultValue: t('forms.defaultValue'),
      defaultBinding: t('forms.defaultBinding'),
      bindingNone: t('forms.bindingNone'),
      bindings: entries(DEFAULT_BINDINGS, (b) => t(`forms.binding.${b}`)),
      options: t('forms.designer.options'),
      optionsHint: t('forms.designer.optionsHint'),
      columnOptionsHint: t('forms.designer.columnOptionsHint'),
      required: t('forms.required'),
      minlength: t('forms.designer.minlength'),
      maxlength: t('forms.designer.maxlength'),
      pattern: t('forms.designer.pattern'),
      patterns: entries(PATTERNS, (k) => t(`forms.designer.patternName.${k}`)),
      selectType: t('forms.designer.selectType'),
      selectTypes: entries(SELECT_TYPES, (k) => t(`forms.designer.selectTypeName.${k}`)),
      dateSelectionType: t('forms.designer.dateSelectionType'),
      showIf: t('forms.designer.showIf'),
      triggerAnswer: t('forms.designer.triggerAnswer'),
      subForm: t('forms.designer.subForm'),
      subFormAnswer: t('forms.designer.subFormAnswer'),
      none: t('forms.designer.none'),
      size: t('forms.designer.size'),
      colour: t('forms.designer.colour'),
      alignment: t('forms.designer.alignment'),
      font: t('forms.designer.font'),
      operand1: t('forms.designer.operand1'),
      operand2: t('forms.designer.operand2'),
      operation: t('forms.designer.operation'),
      columns: t('forms.designer.columns'),
      addColumn: t('forms.designer.addColumn'),
      newColumn: (n: number) => t('forms.designer.newColumn', { n }),
      newOption: (n: number) => t('forms.designer.newOption', { n }),
      removeColumn: t('forms.designer.removeColumn'),
      columnName: t('forms.designer.columnName'),
      columnType: t('forms.designer.columnType'),
      aggregate: t('forms.designer.aggregate'),
      gpsCapture: t('forms.designer.gpsCapture'),
      mapType: t('forms.designer.mapType'),
      optionNames: entries(OPTION_VALUES, (v) => t(`forms.designer.option.${v.replace(/[^A-Za-z]/g, '')}`)),
      untitled: t('forms.designer.untitled'),
      saveErrors: t('forms.saveErrors'),
    }),
    [t],
  );
}
