import { useTranslation } from 'react-i18next';
import type { RecipeStep } from '@shared/contracts/recipes';

/** Consecutive steps of the same group ("Make the dough"), with the number of the group's first step. */
export type StepGroup = { name: string | null; first: number; steps: RecipeStep[] };

/** Splits the steps into their groups, in order; steps are numbered through, across groups. */
export function groupSteps(steps: readonly RecipeStep[]): StepGroup[] {
  const groups: StepGroup[] = [];
  steps.forEach((step, index) => {
    const last = groups.at(-1);
    if (last && last.name === step.group) last.steps.push(step);
    else groups.push({ name: step.group, first: index + 1, steps: [step] });
  });
  return groups;
}

/** The method: numbered steps, under their group headings when the recipe has groups. */
export function RecipeSteps({ steps }: { steps: readonly RecipeStep[] }) {
  const { t } = useTranslation('cook');
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">{t('detail.noSteps')}</p>;
  return (
    <div className="grid gap-5">
      {groupSteps(steps).map((group) => (
        <div key={`${group.first}-${group.name ?? ''}`} className="grid gap-3">
          {group.name && <h3 className="font-semibold text-primary-ink">{group.name}</h3>}
          <ol start={group.first} className="grid gap-4" data-testid="recipe-steps">
            {group.steps.map((step, offset) => (
              <li key={step.position} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {group.first + offset}
                </span>
                <p className="min-w-0 pt-0.5 leading-relaxed break-words whitespace-pre-line">
                  <span className="sr-only">{t('detail.stepNumber', { number: group.first + offset })} </span>
                  {step.text}
                </p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
