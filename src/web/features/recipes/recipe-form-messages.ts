import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_MINUTES_MAX, RECIPE_SERVINGS_MAX } from '@shared/contracts/recipes';
import { translateServerMessage, useValidationMessage } from '../../lib/validation-messages';
import type { FieldProblem } from './recipe-form-values';

const MINUTE_FIELDS = new Set(['prepMinutes', 'cookMinutes', 'totalMinutes']);
const LIST_FIELDS = new Set(['tags', 'appliances', 'dietaryFlags', 'ingredients', 'steps']);

/**
 * A field problem in the reader's words. The schema's own messages (a control character in a
 * title, say) are translated where every schema message is; zod's generic ones (too long, not a
 * number) get the field's own wording; the server's are already in the user's language. A problem
 * in the ingredients or steps names its line, one in the tags its tag.
 */
export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useTranslation('recipes');
  const translate = useValidationMessage();
  return useCallback(
    (problem: FieldProblem) => {
      const base = (): string => {
        if (problem.code === 'server') return translateServerMessage(problem.message) ?? problem.message;
        if (problem.code === 'custom') return translate(problem.message) ?? t('form.errors.invalid');
        if (problem.field === 'title' && problem.code === 'too_small') return t('form.errors.titleRequired');
        if (problem.field === 'servings') return t('form.errors.servings', { max: RECIPE_SERVINGS_MAX });
        if (MINUTE_FIELDS.has(problem.field)) return t('form.errors.minutes', { max: RECIPE_MINUTES_MAX });
        const isWholeList =
          problem.line === undefined && problem.item === undefined && problem.step === undefined;
        if (problem.code === 'too_big' && isWholeList && LIST_FIELDS.has(problem.field)) {
          return t(`form.errors.tooMany.${problem.field}`, { count: problem.maximum ?? 0 });
        }
        if (problem.code === 'too_big') return t('form.errors.tooLong', { count: problem.maximum ?? 0 });
        if (problem.code === 'too_small') return t('form.errors.empty');
        return translate(problem.message) ?? t('form.errors.invalid');
      };
      const message = base();
      if (problem.line !== undefined) return t('form.errors.atLine', { line: problem.line, message });
      if (problem.field === 'steps' && problem.step !== undefined) {
        return t('form.errors.atStep', { step: problem.step, message });
      }
      if (problem.item !== undefined) return t('form.errors.atItem', { item: problem.item, message });
      return message;
    },
    [t, translate],
  );
}
