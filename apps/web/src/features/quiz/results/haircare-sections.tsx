import { Droplets, Sparkles, Wind } from 'lucide-react';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { HaircareRecommendation, HaircareResult, HaircareSlot } from '@pura/core/quiz/recommend';
import type { RenderCard } from './quiz-results';
import { RoutineSection } from './routine-section';

const WASH_DAY_SLOTS: readonly HaircareSlot[] = ['shampoo', 'conditioner', 'mask'];
const STYLING_SLOTS: readonly HaircareSlot[] = ['scalp', 'leave-in'];

/**
 * Haircare results (docs/product.md §2): 'Wash Day Routine' (Shampoo, Conditioner, Hair Mask) and
 * 'Styling & Treatment' (Scalp Treatment, Leave-In Treatment); an empty section is left out, and
 * if both were empty every item is shown together.
 */
export function HaircareSections({ result, copy, renderCard }: { result: HaircareResult; copy: QuizCopy; renderCard: RenderCard }) {
  const inSlots = (slots: readonly HaircareSlot[]) =>
    slots.flatMap((slot) => result.haircare.filter((recommendation) => recommendation.slot === slot));
  const washDay = inSlots(WASH_DAY_SLOTS);
  const styling = inSlots(STYLING_SLOTS);
  const sections =
    washDay.length === 0 && styling.length === 0
      ? [{ title: copy.allHaircare, icon: Sparkles, items: result.haircare }]
      : [
          { title: copy.washDay, icon: Droplets, items: washDay },
          { title: copy.stylingAndTreatment, icon: Wind, items: styling },
        ].filter((section) => section.items.length > 0);

  return sections.map((section) => (
    <RoutineSection key={section.title} title={section.title} icon={section.icon}>
      {section.items.map((recommendation: HaircareRecommendation) => (
        <li key={`${recommendation.slot}-${recommendation.productId}`}>{renderCard(recommendation, copy.slots[recommendation.slot])}</li>
      ))}
    </RoutineSection>
  ));
}
