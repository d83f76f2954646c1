import { CalendarDays, Heart, Moon, Sun } from 'lucide-react';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { SkincareResult } from '@pura/core/quiz/recommend';
import type { RenderCard } from './quiz-results';
import { RoutineSection } from './routine-section';

/** Skincare results: Morning, Evening, Weekly and 'Body & Lip Essentials' (docs/product.md §2). */
export function SkincareSections({ result, copy, renderCard }: { result: SkincareResult; copy: QuizCopy; renderCard: RenderCard }) {
  const sections = [
    { title: copy.morning, icon: Sun, items: result.skincare.am },
    { title: copy.evening, icon: Moon, items: result.skincare.pm },
    { title: copy.weekly, icon: CalendarDays, items: result.skincare.weekly },
    { title: copy.bodyAndLip, icon: Heart, items: [...result.bodycare, ...result.lipcare] },
  ];
  return sections.map((section) => (
    <RoutineSection key={section.title} title={section.title} icon={section.icon}>
      {section.items.map((recommendation) => (
        <li key={recommendation.productId}>{renderCard(recommendation)}</li>
      ))}
    </RoutineSection>
  ));
}
