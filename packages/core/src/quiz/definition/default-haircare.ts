/**
 * docs/product.md §9's haircare quiz as data: version 1 of the haircare definition, which a fresh shop
 * publishes; default-routines.test.ts proves it recommends what the hand-written engine did.
 * Repair and Strength get the protein conditioner and the bond repair mask; Moisture/Frizz and
 * Shine the moisture & frizz conditioner and the hydration boost mask. The scalp serum is for
 * Anti-Hair Fall only and the leave-in serum for Shine or Moisture/Frizz only.
 */
import { hairConcernQuestion, scalpConcernQuestion } from '../questions.ts';
import { is, rule, withDefault } from './default-rules.ts';
import type { HaircareDefinition } from './schema.ts';

const scalp = (answer: string) => is('scalp-concern', answer);
const hair = (answer: string) => is('hair-concern', answer);

/** Version 1 of the haircare quiz. */
export const defaultHaircareDefinition: HaircareDefinition = {
  quiz: 'haircare',
  version: 1,
  questions: [withDefault(scalpConcernQuestion, 'moisture'), withDefault(hairConcernQuestion, 'moisture-frizz')],
  concernQuestions: ['scalp-concern', 'hair-concern'],
  sections: [
    {
      id: 'wash-day',
      required: true,
      slots: [
        {
          id: 'shampoo',
          rules: [
            rule(
              [scalp('anti-hair-fall')],
              'caffeine-shampoo',
              'You are noticing more hair fall: caffeine invigorates your scalp with every wash and helps strengthen hair at the root.',
              'Dir fallen mehr Haare aus: Koffein belebt die Kopfhaut bei jeder Wäsche und hilft, das Haar an der Wurzel zu kräftigen.',
            ),
            rule(
              [scalp('moisture')],
              'herbal-moisture-shampoo',
              'Your scalp feels dry: this mild herbal shampoo cleanses without stripping and soothes tightness and itching.',
              'Deine Kopfhaut fühlt sich trocken an: Dieses milde Kräutershampoo reinigt, ohne auszutrocknen, und lindert Spannungsgefühle und Juckreiz.',
            ),
            rule(
              [scalp('clarifying')],
              'clarifying-shampoo',
              'Your scalp gets oily quickly: this clarifying shampoo removes build-up and helps bring oil production back into balance.',
              'Deine Kopfhaut fettet schnell nach: Dieses klärende Shampoo entfernt Rückstände und hilft, die Talgproduktion wieder ins Gleichgewicht zu bringen.',
            ),
          ],
        },
        {
          id: 'conditioner',
          rules: [
            rule(
              [hair('repair')],
              'protein-conditioner',
              'Colour and heat have left their mark: plant proteins fill in weak spots along your lengths and make them more resilient.',
              'Färben und Hitze haben Spuren hinterlassen: Pflanzenproteine füllen geschädigte Stellen in den Längen auf und machen sie widerstandsfähiger.',
            ),
            rule(
              [hair('strength')],
              'protein-conditioner',
              'Your hair breaks easily: plant proteins reinforce every strand so it stays flexible instead of snapping.',
              'Dein Haar bricht leicht ab: Pflanzenproteine stärken jede Strähne, damit sie elastisch bleibt, statt zu brechen.',
            ),
            rule(
              [hair('moisture-frizz')],
              'moisture-frizz-conditioner',
              'Dry, frizzy hair needs moisture and a smooth surface: this conditioner delivers both after every wash.',
              'Trockenes Haar mit Frizz braucht Feuchtigkeit und eine glatte Oberfläche: Diese Spülung sorgt nach jeder Wäsche für beides.',
            ),
            rule(
              [hair('shine')],
              'moisture-frizz-conditioner',
              'Dull hair shines again once its surface is smooth: this conditioner seals the cuticle after every wash.',
              'Stumpfes Haar glänzt wieder, sobald seine Oberfläche glatt ist: Diese Spülung schließt die Schuppenschicht nach jeder Wäsche.',
            ),
          ],
        },
        {
          id: 'mask',
          rules: [
            rule(
              [hair('repair')],
              'bond-repair-mask',
              'Once a week, this mask rebuilds the bonds that colour, bleach and heat break down.',
              'Einmal pro Woche stärkt diese Maske die inneren Bindungen, die durch Färben, Blondieren und Hitze geschwächt werden.',
            ),
            rule(
              [hair('strength')],
              'bond-repair-mask',
              'A weekly bond-repair treatment makes fine, fragile hair noticeably stronger and less prone to breakage.',
              'Eine wöchentliche Bond-Repair-Kur macht feines, brüchiges Haar spürbar kräftiger und weniger anfällig für Haarbruch.',
            ),
            rule(
              [hair('moisture-frizz')],
              'hydration-boost-mask',
              'Once a week, an intensive moisture boost tames frizz for days.',
              'Einmal pro Woche bändigt ein intensiver Feuchtigkeitsschub den Frizz für mehrere Tage.',
            ),
            rule(
              [hair('shine')],
              'hydration-boost-mask',
              'Well-hydrated hair shines: a weekly moisture mask brings back softness and gloss.',
              'Gut durchfeuchtetes Haar glänzt: Eine wöchentliche Feuchtigkeitsmaske bringt Geschmeidigkeit und Glanz zurück.',
            ),
          ],
        },
      ],
    },
    {
      id: 'styling',
      required: false,
      slots: [
        {
          id: 'scalp',
          rules: [
            rule(
              [scalp('anti-hair-fall')],
              'scalp-growth-serum',
              'Massaged straight into your scalp, this serum nourishes the roots and supports fuller-looking hair.',
              'Direkt in die Kopfhaut einmassiert, pflegt dieses Serum die Haarwurzeln und unterstützt volleres Haar.',
            ),
          ],
        },
        {
          id: 'leave-in',
          rules: [
            rule(
              [hair('shine')],
              'leave-in-shine-serum',
              'A few drops on your lengths give instant, lasting shine without weighing your hair down.',
              'Ein paar Tropfen in den Längen sorgen für sofortigen, anhaltenden Glanz, ohne das Haar zu beschweren.',
            ),
            rule(
              [hair('moisture-frizz')],
              'leave-in-shine-serum',
              'A few drops after washing seal in moisture and keep frizz away all day.',
              'Ein paar Tropfen nach der Wäsche schließen die Feuchtigkeit ein und halten Frizz den ganzen Tag fern.',
            ),
          ],
        },
      ],
    },
  ],
};
