import { Plus, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { QuestionDefinition, QuizDefinition, RuleDefinition, SkincareDefinition } from '@pura/core/quiz/definition/schema';
import { Button } from '@/components/ui/button';
import type { Product } from '@/data/products';
import { ConditionPicker } from './condition-picker';
import { FieldMessage, LocalizedFields, type Messages, MoveButtons, Unseen, fieldId, messagesUnder, move } from './fields';
import { ProductPicker } from './product-picker';

/** The result sections as the quiz screens title them (docs/product.md §2). */
export const SECTION_TITLES: Record<string, string> = {
  am: 'Morning',
  pm: 'Evening',
  weekly: 'Weekly',
  bodycare: 'Body',
  lipcare: 'Lip',
  'wash-day': 'Wash Day Routine',
  styling: 'Styling & Treatment',
};

interface RulesEditorProps {
  definition: QuizDefinition;
  messages: Messages;
  products: readonly Product[];
  sectionIndex: number;
  onSection: (index: number) => void;
  update: (change: (definition: QuizDefinition) => void) => void;
}

/** One result section at a time: its slots, each an ordered rules table where the first match wins. */
export function RulesEditor({ definition, messages, products, sectionIndex, onSection, update }: RulesEditorProps) {
  const section = definition.sections[sectionIndex];
  return (
    <div className="flex flex-col gap-5">
      <div role="group" aria-label="Result section" className="flex flex-wrap gap-2">
        {definition.sections.map((candidate, index) => (
          <Button
            key={candidate.id}
            type="button"
            size="sm"
            variant={index === sectionIndex ? 'primary' : 'outline'}
            aria-pressed={index === sectionIndex}
            onClick={() => onSection(index)}
          >
            {SECTION_TITLES[candidate.id] ?? candidate.id}
          </Button>
        ))}
      </div>
      {section && (
        <section
          id={fieldId(['sections', sectionIndex])}
          tabIndex={-1}
          aria-label={`${SECTION_TITLES[section.id] ?? section.id} section`}
          className="flex flex-col gap-5"
        >
          <p className="text-sm text-muted">
            {section.required ? 'Required: every way of answering must put a product here.' : 'Optional: it may stay empty.'} In each slot
            the first rule whose conditions all hold wins; a slot with no matching rule stays empty.
          </p>
          <FieldMessage path={['sections', sectionIndex]} messages={messages} />
          {section.slots.map((slot, slotIndex) => (
            <SlotRules
              key={slot.id}
              slot={slot}
              questions={definition.questions}
              sectionIndex={sectionIndex}
              slotIndex={slotIndex}
              messages={messages}
              products={products}
              update={update}
            />
          ))}
        </section>
      )}
    </div>
  );
}

type Slot = SkincareDefinition['sections'][number]['slots'][number];

interface SlotRulesProps {
  slot: Slot;
  questions: readonly QuestionDefinition[];
  sectionIndex: number;
  slotIndex: number;
  messages: Messages;
  products: readonly Product[];
  update: RulesEditorProps['update'];
}

const SlotRules = memo(
  function SlotRules({ slot, questions, sectionIndex, slotIndex, messages, products, update }: SlotRulesProps) {
    const listPath = ['sections', sectionIndex, 'slots', slotIndex, 'rules'] as const;
    const edit = (change: (rules: RuleDefinition[]) => void) =>
      update((draft) => change(draft.sections[sectionIndex]!.slots[slotIndex]!.rules));
    return (
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-4 sm:p-5">
        <legend className="px-1 text-base font-semibold text-forest">
          Slot <span className="font-mono">{slot.id}</span>
        </legend>
        {slot.rules.length === 0 && <p className="text-sm text-muted">No rules: this slot stays empty.</p>}
        <ol className="flex flex-col gap-4">
          {slot.rules.map((rule, ruleIndex) => {
            const path = [...listPath, ruleIndex];
            const name = `rule ${ruleIndex + 1} of ${slot.id}`;
            return (
              <li
                key={ruleIndex}
                id={fieldId(path)}
                tabIndex={-1}
                className="flex min-w-0 flex-col gap-3 rounded-xl border border-sand/60 bg-cream/60 p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h5 className="text-sm font-semibold text-ink">Rule {ruleIndex + 1}</h5>
                  <div className="flex gap-1">
                    <MoveButtons
                      listPath={listPath}
                      name={name}
                      index={ruleIndex}
                      count={slot.rules.length}
                      onMove={(to) => edit((rules) => move(rules, ruleIndex, to))}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${name}`}
                      onClick={() => edit((rules) => void rules.splice(ruleIndex, 1))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                <div className="flex flex-col gap-2">
                  <p className="text-xs font-medium text-muted">
                    {rule.when.length === 0 ? 'When: always (no conditions)' : 'When all of these hold'}
                  </p>
                  {rule.when.map((condition, conditionIndex) => (
                    <ConditionPicker
                      key={conditionIndex}
                      questions={questions}
                      path={[...path, 'when', conditionIndex]}
                      name={`Condition ${conditionIndex + 1} of ${name}`}
                      condition={condition}
                      messages={messages}
                      onChange={(next) => edit((rules) => void (rules[ruleIndex]!.when[conditionIndex] = next))}
                      onRemove={() => edit((rules) => void rules[ruleIndex]!.when.splice(conditionIndex, 1))}
                    />
                  ))}
                  <div>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        edit(
                          (rules) =>
                            void rules[ruleIndex]!.when.push({
                              op: 'equals',
                              question: questions[0]!.id,
                              answer: questions[0]!.answers[0]!.id,
                            }),
                        )
                      }
                    >
                      <Plus aria-hidden /> Add a condition to {name}
                    </Button>
                  </div>
                </div>
                <ProductPicker
                  id={fieldId([...path, 'product'])}
                  label={
                    <>
                      Product <Unseen>of {name}</Unseen>
                    </>
                  }
                  productId={rule.product}
                  products={products}
                  onChange={(product) => edit((rules) => void (rules[ruleIndex]!.product = product))}
                />
                <FieldMessage path={[...path, 'product']} messages={messages} />
                <FieldMessage path={path} messages={messages} />
                <LocalizedFields
                  path={[...path, 'reason']}
                  label={
                    <>
                      Reason <Unseen>of {name}</Unseen>
                    </>
                  }
                  value={rule.reason}
                  messages={messages}
                  multiline
                  onChange={(language, text) => edit((rules) => void (rules[ruleIndex]!.reason[language] = text))}
                />
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => edit((rules) => void rules.push({ when: [], product: products[0]?.id ?? '', reason: { en: '', de: '' } }))}
          >
            <Plus aria-hidden /> Add a rule to {slot.id}
          </Button>
        </div>
      </fieldset>
    );
  },
  (before, after) =>
    before.slot === after.slot &&
    before.questions === after.questions &&
    before.sectionIndex === after.sectionIndex &&
    before.slotIndex === after.slotIndex &&
    before.products === after.products &&
    before.update === after.update &&
    messagesUnder(before.messages, `sections.${before.sectionIndex}.slots.${before.slotIndex}.`) ===
      messagesUnder(after.messages, `sections.${after.sectionIndex}.slots.${after.slotIndex}.`),
);
