/**
 * docs/product.md §9's skincare quiz as data: version 1 of the skincare definition, which a fresh shop
 * publishes. It recommends exactly what the hand-written engine did (default-routines.test.ts
 * proves it for every way of answering). The reasoning behind the rules:
 * - "Concern" for the cleanser, the moisturiser and the weekly mask means the primary concern; the
 *   serums and the eye cream react to either concern.
 * - Cleanser: Oily → clarifying gel, Combination → balancing foam, Dry/Sensitive/Normal → gentle
 *   cream. Oily or Combination skin whose primary concern is Barrier Repair/Hydration also gets the
 *   gentle cream cleanser: a stripping cleanser twice a day would undo the barrier work.
 * - Moisturiser (AM and PM): primary Anti-Wrinkle → peptide cream, primary Barrier
 *   Repair/Hydration → barrier repair cream; otherwise Dry/Sensitive → barrier repair cream and
 *   Oily/Combination/Normal → lightweight gel cream.
 * - Weekly mask: Detox → clay, Brightening → brightening, Barrier → barrier repair; Anti-Wrinkle
 *   and Eye Concerns get the barrier repair (hydration) mask: hydrated skin shows lines least.
 * - Body: Gentle/Sensitive → gentle wash + urea lotion; Exfoliating → exfoliating wash + glow
 *   lotion; Urea Repair → exfoliating wash + urea lotion; Hydration → gentle wash + glow lotion.
 */
import { bodySkinQuestion, primaryConcernQuestion, secondaryConcernQuestion, skinTypeQuestion, sunscreenQuestion } from '../questions.ts';
import { is, rule, withDefault } from './default-rules.ts';
import type { RuleDefinition, SkincareDefinition } from './schema.ts';

const skin = (answer: string) => is('skin-type', answer);
const primary = (answer: string) => is('primary-concern', answer);
const secondary = (answer: string) => is('secondary-concern', answer);
const body = (answer: string) => is('body-skin', answer);

const cleanserRules: RuleDefinition[] = [
  rule(
    [skin('oily'), primary('barrier-repair')],
    'gentle-cream-cleanser',
    'Oily skin can still lack moisture. Because repairing your barrier matters most to you, we chose a gentle cream cleanser over a clarifying one, so your barrier is not stripped twice a day.',
    'Auch fettiger Haut kann Feuchtigkeit fehlen. Weil dir die Stärkung deiner Hautbarriere am wichtigsten ist, haben wir statt eines klärenden Reinigers einen sanften Cremereiniger gewählt – so wird deine Barriere nicht zweimal täglich strapaziert.',
  ),
  rule(
    [skin('oily')],
    'clarifying-gel-cleanser',
    'For oily skin: a clarifying gel that lifts excess oil and keeps pores clear without drying your skin out.',
    'Für fettige Haut: ein klärendes Gel, das überschüssigen Talg entfernt und die Poren frei hält, ohne die Haut auszutrocknen.',
  ),
  rule(
    [skin('combination'), primary('barrier-repair')],
    'gentle-cream-cleanser',
    'Because repairing your barrier matters most to you, we chose a gentle cream cleanser over a foaming one: your combination skin gets clean without losing moisture.',
    'Weil dir die Stärkung deiner Hautbarriere am wichtigsten ist, haben wir statt eines Schaumreinigers einen sanften Cremereiniger gewählt: So wird deine Mischhaut sauber, ohne Feuchtigkeit zu verlieren.',
  ),
  rule(
    [skin('combination')],
    'balancing-foam-cleanser',
    'For combination skin: a balancing foam that clears an oily T-zone and leaves drier cheeks comfortable.',
    'Für Mischhaut: ein ausgleichender Schaum, der die fettige T-Zone klärt und trockenere Wangen geschmeidig lässt.',
  ),
  rule(
    [skin('dry')],
    'gentle-cream-cleanser',
    'Your skin is dry, so we chose a creamy cleanser that removes make-up and grime without taking away the oils your skin needs.',
    'Deine Haut ist trocken – deshalb ein cremiger Reiniger, der Make-up und Schmutz entfernt, ohne ihr die Lipide zu nehmen, die sie braucht.',
  ),
  rule(
    [skin('sensitive')],
    'gentle-cream-cleanser',
    'For sensitive skin: a mild, soap-free cream cleanser that cleans thoroughly without stinging or redness.',
    'Für empfindliche Haut: ein milder, seifenfreier Cremereiniger, der gründlich reinigt, ohne zu brennen oder zu röten.',
  ),
  rule(
    [skin('normal')],
    'gentle-cream-cleanser',
    'Your skin is well balanced, and a gentle cream cleanser keeps it that way: clean and comfortable, morning and evening.',
    'Deine Haut ist ausgeglichen, und ein sanfter Cremereiniger sorgt dafür, dass es so bleibt: morgens und abends sauber und angenehm.',
  ),
];

const moisturiserRules: RuleDefinition[] = [
  rule(
    [primary('anti-wrinkle')],
    'peptide-cream',
    'Fine lines are your main concern: peptides support your skin’s own firmness, morning and night.',
    'Feine Linien sind dein Hauptanliegen: Peptide unterstützen die hauteigene Spannkraft – morgens und abends.',
  ),
  rule(
    [primary('barrier-repair')],
    'barrier-repair-cream',
    'Repairing your barrier comes first for you: this cream replenishes the lipids your skin is missing and locks in moisture all day.',
    'Die Stärkung deiner Hautbarriere steht für dich an erster Stelle: Diese Creme ergänzt fehlende Lipide und hält die Feuchtigkeit den ganzen Tag in der Haut.',
  ),
  rule(
    [skin('dry')],
    'barrier-repair-cream',
    'Dry skin needs lipids as much as water: this rich cream gives it both and keeps tightness away.',
    'Trockene Haut braucht Lipide genauso wie Feuchtigkeit: Diese reichhaltige Creme versorgt sie mit beidem und beugt Spannungsgefühlen vor.',
  ),
  rule(
    [skin('sensitive')],
    'barrier-repair-cream',
    'Sensitive skin reacts less when its barrier is strong: this calming cream supports it with every use.',
    'Empfindliche Haut reagiert weniger, wenn ihre Barriere intakt ist: Diese beruhigende Creme stärkt sie mit jeder Anwendung.',
  ),
  rule(
    [skin('oily')],
    'lightweight-gel-cream',
    'Oily skin still needs moisture: this weightless gel cream hydrates without shine or clogged pores.',
    'Auch fettige Haut braucht Feuchtigkeit: Diese federleichte Gelcreme spendet sie, ohne zu glänzen oder die Poren zu verstopfen.',
  ),
  rule(
    [skin('combination')],
    'lightweight-gel-cream',
    'A light gel cream suits both zones of combination skin: enough moisture for your cheeks, nothing heavy for your T-zone.',
    'Eine leichte Gelcreme passt zu beiden Zonen deiner Mischhaut: genug Feuchtigkeit für die Wangen, nichts Schweres für die T-Zone.',
  ),
  rule(
    [skin('normal')],
    'lightweight-gel-cream',
    'Balanced skin needs no heavy cream: this light gel cream keeps it fresh and hydrated all day.',
    'Ausgeglichene Haut braucht keine schwere Creme: Diese leichte Gelcreme hält sie den ganzen Tag frisch und mit Feuchtigkeit versorgt.',
  ),
];

const eyeCreamMorning = [
  'eye-cream',
  'You told us tired eyes bother you: in the morning, caffeine helps reduce puffiness and brightens dark circles.',
  'Du hast uns gesagt, dass dich müde Augen stören: Morgens hilft Koffein, Schwellungen zu mindern und Augenringe aufzuhellen.',
] as const;

const eyeCreamEvening = [
  'eye-cream',
  'At night, the eye cream nourishes the thin skin around your eyes so they look rested by morning.',
  'Abends pflegt die Augencreme die zarte Haut rund um die Augen, damit sie am Morgen erholt aussehen.',
] as const;

/** Version 1 of the skincare quiz. */
export const defaultSkincareDefinition: SkincareDefinition = {
  quiz: 'skincare',
  version: 1,
  questions: [
    withDefault(skinTypeQuestion, 'normal'),
    withDefault(primaryConcernQuestion, 'brightening'),
    withDefault(secondaryConcernQuestion, 'none'),
    withDefault(sunscreenQuestion, 'hybrid-spf50'),
    withDefault(bodySkinQuestion, 'hydration'),
  ],
  concernQuestions: ['primary-concern', 'secondary-concern'],
  sections: [
    {
      // The order a customer applies them in, sunscreen last.
      id: 'am',
      required: true,
      slots: [
        { id: 'cleanser', rules: cleanserRules },
        {
          id: 'brightening-serum',
          rules: [
            rule(
              [primary('brightening')],
              'vitamin-c-serum',
              'A brighter complexion is your main concern: vitamin C in the morning helps fade dark spots and backs up your sunscreen with extra antioxidants.',
              'Ein strahlender Teint ist dein Hauptanliegen: Vitamin C am Morgen hilft, Pigmentflecken zu mildern, und unterstützt deinen Sonnenschutz mit zusätzlichen Antioxidantien.',
            ),
            rule(
              [secondary('brightening')],
              'vitamin-c-serum',
              'You would also like a brighter complexion: vitamin C in the morning evens out your tone and backs up your sunscreen with extra antioxidants.',
              'Du wünschst dir auch einen strahlenderen Teint: Vitamin C am Morgen gleicht den Hautton aus und unterstützt deinen Sonnenschutz mit zusätzlichen Antioxidantien.',
            ),
          ],
        },
        {
          id: 'eye-cream',
          rules: [rule([primary('eye-concerns')], ...eyeCreamMorning), rule([secondary('eye-concerns')], ...eyeCreamMorning)],
        },
        { id: 'moisturiser', rules: moisturiserRules },
        {
          id: 'sunscreen',
          rules: [
            rule(
              [is('sunscreen', 'mineral-spf30')],
              'mineral-spf30',
              'You prefer mineral protection: zinc oxide shields your skin gently from the surface – the last step every morning.',
              'Du bevorzugst mineralischen Schutz: Zinkoxid schützt deine Haut sanft von der Oberfläche aus – jeden Morgen als letzter Schritt.',
            ),
            rule(
              [is('sunscreen', 'hybrid-spf50')],
              'hybrid-spf50',
              'SPF 50+ in a sheer hybrid formula: the highest protection every morning, light enough to wear under make-up.',
              'LSF 50+ in einer unsichtbaren Hybrid-Formel: höchster Schutz an jedem Morgen – und so leicht, dass er sich mühelos unter Make-up tragen lässt.',
            ),
          ],
        },
      ],
    },
    {
      id: 'pm',
      required: true,
      slots: [
        { id: 'cleanser', rules: cleanserRules },
        {
          id: 'anti-wrinkle-serum',
          rules: [
            rule(
              [primary('anti-wrinkle')],
              'anti-wrinkle-serum',
              'Fine lines are your main concern: this serum works overnight, while your skin renews itself.',
              'Feine Linien sind dein Hauptanliegen: Dieses Serum wirkt über Nacht, während sich deine Haut erneuert.',
            ),
            rule(
              [secondary('anti-wrinkle')],
              'anti-wrinkle-serum',
              'You also mentioned fine lines: this serum works on them overnight, while your skin renews itself.',
              'Du hast auch feine Linien erwähnt: Dieses Serum wirkt über Nacht dagegen, während sich deine Haut erneuert.',
            ),
          ],
        },
        {
          id: 'eye-cream',
          rules: [rule([primary('eye-concerns')], ...eyeCreamEvening), rule([secondary('eye-concerns')], ...eyeCreamEvening)],
        },
        { id: 'moisturiser', rules: moisturiserRules },
      ],
    },
    {
      id: 'weekly',
      required: true,
      slots: [
        {
          id: 'mask',
          rules: [
            rule(
              [primary('detox')],
              'detox-clay-mask',
              'To clear congested pores, a clay mask once a week draws out excess oil and impurities.',
              'Um verstopfte Poren zu klären, zieht eine Tonerdemaske einmal pro Woche überschüssigen Talg und Unreinheiten heraus.',
            ),
            rule(
              [primary('brightening')],
              'brightening-mask',
              'Once a week, this brightening mask gives your skin an extra boost of radiance.',
              'Einmal pro Woche schenkt diese Maske deiner Haut einen zusätzlichen Frischekick für mehr Strahlkraft.',
            ),
            rule(
              [primary('barrier-repair')],
              'barrier-repair-mask',
              'A weekly hydration mask floods your skin with moisture and helps your barrier recover.',
              'Eine wöchentliche Feuchtigkeitsmaske versorgt deine Haut intensiv und hilft der Barriere, sich zu erholen.',
            ),
            rule(
              [primary('anti-wrinkle')],
              'barrier-repair-mask',
              'Well-hydrated skin shows fine lines less: a weekly hydration mask plumps your skin and helps it look smoother.',
              'Gut durchfeuchtete Haut zeigt feine Linien weniger: Eine wöchentliche Feuchtigkeitsmaske polstert die Haut auf und lässt sie glatter aussehen.',
            ),
            rule(
              [primary('eye-concerns')],
              'barrier-repair-mask',
              'Tired-looking skin loves moisture: a weekly hydration mask refreshes your whole face, not just the eye area.',
              'Müde wirkende Haut liebt Feuchtigkeit: Eine wöchentliche Feuchtigkeitsmaske erfrischt dein ganzes Gesicht, nicht nur die Augenpartie.',
            ),
          ],
        },
        {
          id: 'exfoliant',
          rules: [
            rule(
              [skin('sensitive')],
              'enzyme-scrub',
              'Because your skin is sensitive, we chose enzymes instead of grains: they dissolve dead skin cells without any rubbing.',
              'Weil deine Haut empfindlich ist, setzen wir auf Enzyme statt Schleifpartikel: Sie lösen abgestorbene Hautschüppchen, ganz ohne Reiben.',
            ),
            rule(
              [{ op: 'any', question: 'skin-type' }],
              'enzyme-scrub',
              'Once a week, fruit enzymes dissolve dead skin cells, so everything else in your routine can work better.',
              'Einmal pro Woche lösen Fruchtenzyme abgestorbene Hautschüppchen, damit alle anderen Produkte deiner Routine besser wirken können.',
            ),
          ],
        },
      ],
    },
    {
      id: 'bodycare',
      required: true,
      slots: [
        {
          id: 'body-wash',
          rules: [
            rule(
              [body('gentle')],
              'gentle-wash',
              'The skin on your body is sensitive, so we chose a mild, soap-free wash that cleans without irritating.',
              'Die Haut an deinem Körper ist empfindlich – deshalb ein mildes, seifenfreies Duschgel, das reinigt, ohne zu reizen.',
            ),
            rule(
              [body('exfoliating')],
              'exfoliating-wash',
              'You would like smoother skin: this wash exfoliates gently every time you shower, for a softer feel and more glow.',
              'Du wünschst dir glattere Haut: Dieses Duschgel peelt bei jedem Duschen sanft – für ein weicheres Hautgefühl und mehr Glow.',
            ),
            rule(
              [body('urea-repair')],
              'exfoliating-wash',
              'Rough, bumpy patches soften faster when dead skin is cleared regularly: this exfoliating wash prepares your skin for the urea lotion.',
              'Raue, unebene Stellen werden schneller geschmeidig, wenn abgestorbene Hautschüppchen regelmäßig entfernt werden: Dieses Peeling-Duschgel bereitet deine Haut auf die Urea-Lotion vor.',
            ),
            rule(
              [body('hydration')],
              'gentle-wash',
              'A gentle wash keeps moisture where it belongs – in your skin. The perfect start for your body lotion.',
              'Ein sanftes Duschgel lässt die Feuchtigkeit dort, wo sie hingehört: in deiner Haut. Der perfekte Start für deine Bodylotion.',
            ),
          ],
        },
        {
          id: 'body-lotion',
          rules: [
            rule(
              [body('gentle')],
              'urea-repair-lotion',
              'Sensitive skin often lacks moisture: this gentle urea lotion soothes tightness and strengthens your skin.',
              'Empfindlicher Haut fehlt oft Feuchtigkeit: Diese sanfte Urea-Lotion beruhigt Spannungsgefühle und stärkt die Haut.',
            ),
            rule(
              [body('exfoliating')],
              'hydration-glow-lotion',
              'Freshly exfoliated skin drinks up moisture: this lotion hydrates it and brings out your new glow.',
              'Frisch gepeelte Haut nimmt Feuchtigkeit besonders gut auf: Diese Lotion versorgt sie und bringt den neuen Glow zur Geltung.',
            ),
            rule(
              [body('urea-repair')],
              'urea-repair-lotion',
              'For very dry, rough patches: urea binds moisture deep in your skin and visibly smooths roughness.',
              'Für sehr trockene, raue Stellen: Urea bindet Feuchtigkeit tief in der Haut und glättet Rauigkeit sichtbar.',
            ),
            rule(
              [body('hydration')],
              'hydration-glow-lotion',
              'Your body skin wants moisture: this light lotion hydrates for hours and leaves a healthy glow.',
              'Deine Haut wünscht sich Feuchtigkeit: Diese leichte Lotion spendet sie über Stunden und hinterlässt einen gesunden Glow.',
            ),
          ],
        },
      ],
    },
    {
      id: 'lipcare',
      required: true,
      slots: [
        {
          id: 'lip-balm',
          rules: [
            rule(
              [],
              'lip-repair-balm',
              'Lips have no oil glands of their own: this balm repairs and protects them, day and night.',
              'Lippen haben keine eigenen Talgdrüsen: Dieser Balsam repariert und schützt sie – Tag und Nacht.',
            ),
          ],
        },
        {
          id: 'lip-tint',
          rules: [
            rule(
              [],
              'lip-plump-balm',
              'A touch of colour and a plumping effect to finish your routine, with the same caring plant oils.',
              'Ein Hauch Farbe und ein praller Effekt als krönender Abschluss deiner Routine – mit denselben pflegenden Pflanzenölen.',
            ),
          ],
        },
      ],
    },
  ],
};
