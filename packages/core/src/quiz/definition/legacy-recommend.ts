/**
 * The rule-based recommendation engine of SPEC.md §9. Pure: answers in, routine out. Rules read
 * answer mappings (concern categories), never answer wording, and every emitted id is typed
 * against the routine product list so the seed can create exactly these products.
 *
 * Decisions SPEC.md leaves open, taken here:
 * - "Concern" for the cleanser, the moisturiser and the weekly mask means the primary concern; the
 *   serums and the eye cream react to either concern.
 * - Cleanser: Oily → clarifying gel, Combination → balancing foam, Dry/Sensitive/Normal → gentle
 *   cream (whatever the concern). Oily or Combination skin whose primary concern is Barrier
 *   Repair/Hydration also gets the gentle cream cleanser: a stripping cleanser twice a day would
 *   undo the barrier work.
 * - Moisturiser (AM and PM): primary Anti-Wrinkle → peptide cream, primary Barrier
 *   Repair/Hydration → barrier repair cream; otherwise Dry/Sensitive → barrier repair cream and
 *   Oily/Combination/Normal → lightweight gel cream.
 * - Weekly mask: Detox → detox clay mask, Brightening → brightening mask, Barrier → barrier repair
 *   mask; Anti-Wrinkle and Eye Concerns have no mask of their own and get the barrier repair
 *   (hydration) mask, because well-hydrated skin shows fine lines and tiredness least.
 * - Body: Gentle/Sensitive → gentle wash + urea lotion; Exfoliating → exfoliating wash + glow
 *   lotion; Urea Repair → exfoliating wash + urea lotion (rough, bumpy skin needs both); Hydration
 *   → gentle wash + glow lotion.
 * - Haircare: Repair and Strength → protein conditioner + bond repair mask; Moisture/Frizz and
 *   Shine → moisture & frizz conditioner + hydration boost mask.
 */
import { z } from 'zod';
import type { RoutineProductId } from '../../catalogue/routine-products.ts';
import {
  bodySkinQuestion,
  findChosenAnswer,
  hairConcernQuestion,
  primaryConcernQuestion,
  scalpConcernQuestion,
  secondaryConcernQuestion,
  skinTypeQuestion,
  sunscreenQuestion,
} from '../questions.ts';
import type {
  BodyConcern,
  HairConcern,
  QuizAnswers,
  QuizKind,
  ScalpConcern,
  SecondaryConcern,
  SkinConcern,
  SkinType,
  SunscreenPreference,
} from '../questions.ts';
import type { LocalizedText } from '../labels.ts';

/** Where a haircare product sits on the result screen ('Wash Day Routine' or 'Styling & Treatment'). */
export const haircareSlotSchema = z.enum(['shampoo', 'conditioner', 'mask', 'scalp', 'leave-in']);

/** A haircare slot. */
export type HaircareSlot = z.infer<typeof haircareSlotSchema>;

/** One recommended product with the customer-facing reason for it (SPEC.md §3 Recommendation). */
export interface Recommendation {
  readonly productId: RoutineProductId;
  readonly reason: LocalizedText;
}

/** A haircare recommendation also names its slot. */
export interface HaircareRecommendation extends Recommendation {
  readonly slot: HaircareSlot;
}

/** Skincare quiz result (SPEC.md §3). `primaryConcerns` are the distinct chosen concerns, 'None' left out. */
export interface SkincareResult {
  readonly quiz: 'skincare';
  readonly skincare: {
    readonly am: readonly Recommendation[];
    readonly pm: readonly Recommendation[];
    readonly weekly: readonly Recommendation[];
  };
  readonly bodycare: readonly Recommendation[];
  readonly lipcare: readonly Recommendation[];
  readonly primaryConcerns: readonly SkinConcern[];
}

/** Haircare quiz result (SPEC.md §3); `primaryConcerns` are the scalp and hair answers' mappings. */
export interface HaircareResult {
  readonly quiz: 'haircare';
  readonly haircare: readonly HaircareRecommendation[];
  readonly primaryConcerns: readonly [ScalpConcern, HairConcern];
}

/** Either quiz's result. */
export type QuizResult = SkincareResult | HaircareResult;

/** The result type of a given quiz. */
export type QuizResultFor<K extends QuizKind> = K extends 'skincare' ? SkincareResult : HaircareResult;

/** Skincare answers after SPEC.md §9's defaults are applied. */
export interface SkincareProfile {
  readonly skinType: SkinType;
  readonly primaryConcern: SkinConcern;
  readonly secondaryConcern: SecondaryConcern;
  readonly sunscreen: SunscreenPreference;
  readonly body: BodyConcern;
}

/** Haircare answers after SPEC.md §9's defaults are applied. */
export interface HaircareProfile {
  readonly scalp: ScalpConcern;
  readonly hair: HairConcern;
}

/** SPEC.md §9 defaults for unanswered skincare questions. */
export const skincareDefaults: SkincareProfile = {
  skinType: 'Normal',
  primaryConcern: 'Brightening',
  secondaryConcern: 'None',
  sunscreen: 'Hybrid SPF 50+',
  body: 'Hydration',
};

/** SPEC.md §9 defaults for unanswered haircare questions. */
export const haircareDefaults: HaircareProfile = { scalp: 'Moisture', hair: 'Moisture/Frizz' };

/** Reads the skincare answers, taking the default for each unanswered (or unknown) answer. */
export function resolveSkincareProfile(answers: QuizAnswers): SkincareProfile {
  return {
    skinType: findChosenAnswer(skinTypeQuestion, answers)?.mapping ?? skincareDefaults.skinType,
    primaryConcern: findChosenAnswer(primaryConcernQuestion, answers)?.mapping ?? skincareDefaults.primaryConcern,
    secondaryConcern:
      findChosenAnswer(secondaryConcernQuestion, answers)?.mapping ?? skincareDefaults.secondaryConcern,
    sunscreen: findChosenAnswer(sunscreenQuestion, answers)?.mapping ?? skincareDefaults.sunscreen,
    body: findChosenAnswer(bodySkinQuestion, answers)?.mapping ?? skincareDefaults.body,
  };
}

/** Reads the haircare answers, taking the default for each unanswered (or unknown) answer. */
export function resolveHaircareProfile(answers: QuizAnswers): HaircareProfile {
  return {
    scalp: findChosenAnswer(scalpConcernQuestion, answers)?.mapping ?? haircareDefaults.scalp,
    hair: findChosenAnswer(hairConcernQuestion, answers)?.mapping ?? haircareDefaults.hair,
  };
}

const pick = (productId: RoutineProductId, en: string, de: string): Recommendation => ({
  productId,
  reason: { en, de },
});

function cleanserFor(skinType: SkinType, primaryConcern: SkinConcern): Recommendation {
  const barrierFirst = primaryConcern === 'Barrier Repair/Hydration';
  switch (skinType) {
    case 'Oily':
      return barrierFirst
        ? pick(
            'gentle-cream-cleanser',
            'Oily skin can still lack moisture. Because repairing your barrier matters most to you, we chose a gentle cream cleanser over a clarifying one, so your barrier is not stripped twice a day.',
            'Auch fettiger Haut kann Feuchtigkeit fehlen. Weil dir die Stärkung deiner Hautbarriere am wichtigsten ist, haben wir statt eines klärenden Reinigers einen sanften Cremereiniger gewählt – so wird deine Barriere nicht zweimal täglich strapaziert.',
          )
        : pick(
            'clarifying-gel-cleanser',
            'For oily skin: a clarifying gel that lifts excess oil and keeps pores clear without drying your skin out.',
            'Für fettige Haut: ein klärendes Gel, das überschüssigen Talg entfernt und die Poren frei hält, ohne die Haut auszutrocknen.',
          );
    case 'Combination':
      return barrierFirst
        ? pick(
            'gentle-cream-cleanser',
            'Because repairing your barrier matters most to you, we chose a gentle cream cleanser over a foaming one: your combination skin gets clean without losing moisture.',
            'Weil dir die Stärkung deiner Hautbarriere am wichtigsten ist, haben wir statt eines Schaumreinigers einen sanften Cremereiniger gewählt: So wird deine Mischhaut sauber, ohne Feuchtigkeit zu verlieren.',
          )
        : pick(
            'balancing-foam-cleanser',
            'For combination skin: a balancing foam that clears an oily T-zone and leaves drier cheeks comfortable.',
            'Für Mischhaut: ein ausgleichender Schaum, der die fettige T-Zone klärt und trockenere Wangen geschmeidig lässt.',
          );
    case 'Dry':
      return pick(
        'gentle-cream-cleanser',
        'Your skin is dry, so we chose a creamy cleanser that removes make-up and grime without taking away the oils your skin needs.',
        'Deine Haut ist trocken – deshalb ein cremiger Reiniger, der Make-up und Schmutz entfernt, ohne ihr die Lipide zu nehmen, die sie braucht.',
      );
    case 'Sensitive':
      return pick(
        'gentle-cream-cleanser',
        'For sensitive skin: a mild, soap-free cream cleanser that cleans thoroughly without stinging or redness.',
        'Für empfindliche Haut: ein milder, seifenfreier Cremereiniger, der gründlich reinigt, ohne zu brennen oder zu röten.',
      );
    case 'Normal':
      return pick(
        'gentle-cream-cleanser',
        'Your skin is well balanced, and a gentle cream cleanser keeps it that way: clean and comfortable, morning and evening.',
        'Deine Haut ist ausgeglichen, und ein sanfter Cremereiniger sorgt dafür, dass es so bleibt: morgens und abends sauber und angenehm.',
      );
  }
}

function moisturiserFor(skinType: SkinType, primaryConcern: SkinConcern): Recommendation {
  if (primaryConcern === 'Anti-Wrinkle') {
    return pick(
      'peptide-cream',
      'Fine lines are your main concern: peptides support your skin’s own firmness, morning and night.',
      'Feine Linien sind dein Hauptanliegen: Peptide unterstützen die hauteigene Spannkraft – morgens und abends.',
    );
  }
  if (primaryConcern === 'Barrier Repair/Hydration') {
    return pick(
      'barrier-repair-cream',
      'Repairing your barrier comes first for you: this cream replenishes the lipids your skin is missing and locks in moisture all day.',
      'Die Stärkung deiner Hautbarriere steht für dich an erster Stelle: Diese Creme ergänzt fehlende Lipide und hält die Feuchtigkeit den ganzen Tag in der Haut.',
    );
  }
  switch (skinType) {
    case 'Dry':
      return pick(
        'barrier-repair-cream',
        'Dry skin needs lipids as much as water: this rich cream gives it both and keeps tightness away.',
        'Trockene Haut braucht Lipide genauso wie Feuchtigkeit: Diese reichhaltige Creme versorgt sie mit beidem und beugt Spannungsgefühlen vor.',
      );
    case 'Sensitive':
      return pick(
        'barrier-repair-cream',
        'Sensitive skin reacts less when its barrier is strong: this calming cream supports it with every use.',
        'Empfindliche Haut reagiert weniger, wenn ihre Barriere intakt ist: Diese beruhigende Creme stärkt sie mit jeder Anwendung.',
      );
    case 'Oily':
      return pick(
        'lightweight-gel-cream',
        'Oily skin still needs moisture: this weightless gel cream hydrates without shine or clogged pores.',
        'Auch fettige Haut braucht Feuchtigkeit: Diese federleichte Gelcreme spendet sie, ohne zu glänzen oder die Poren zu verstopfen.',
      );
    case 'Combination':
      return pick(
        'lightweight-gel-cream',
        'A light gel cream suits both zones of combination skin: enough moisture for your cheeks, nothing heavy for your T-zone.',
        'Eine leichte Gelcreme passt zu beiden Zonen deiner Mischhaut: genug Feuchtigkeit für die Wangen, nichts Schweres für die T-Zone.',
      );
    case 'Normal':
      return pick(
        'lightweight-gel-cream',
        'Balanced skin needs no heavy cream: this light gel cream keeps it fresh and hydrated all day.',
        'Ausgeglichene Haut braucht keine schwere Creme: Diese leichte Gelcreme hält sie den ganzen Tag frisch und mit Feuchtigkeit versorgt.',
      );
  }
}

function vitaminCSerum(isPrimary: boolean): Recommendation {
  return isPrimary
    ? pick(
        'vitamin-c-serum',
        'A brighter complexion is your main concern: vitamin C in the morning helps fade dark spots and backs up your sunscreen with extra antioxidants.',
        'Ein strahlender Teint ist dein Hauptanliegen: Vitamin C am Morgen hilft, Pigmentflecken zu mildern, und unterstützt deinen Sonnenschutz mit zusätzlichen Antioxidantien.',
      )
    : pick(
        'vitamin-c-serum',
        'You would also like a brighter complexion: vitamin C in the morning evens out your tone and backs up your sunscreen with extra antioxidants.',
        'Du wünschst dir auch einen strahlenderen Teint: Vitamin C am Morgen gleicht den Hautton aus und unterstützt deinen Sonnenschutz mit zusätzlichen Antioxidantien.',
      );
}

function antiWrinkleSerum(isPrimary: boolean): Recommendation {
  return isPrimary
    ? pick(
        'anti-wrinkle-serum',
        'Fine lines are your main concern: this serum works overnight, while your skin renews itself.',
        'Feine Linien sind dein Hauptanliegen: Dieses Serum wirkt über Nacht, während sich deine Haut erneuert.',
      )
    : pick(
        'anti-wrinkle-serum',
        'You also mentioned fine lines: this serum works on them overnight, while your skin renews itself.',
        'Du hast auch feine Linien erwähnt: Dieses Serum wirkt über Nacht dagegen, während sich deine Haut erneuert.',
      );
}

const eyeCreamAm = pick(
  'eye-cream',
  'You told us tired eyes bother you: in the morning, caffeine helps reduce puffiness and brightens dark circles.',
  'Du hast uns gesagt, dass dich müde Augen stören: Morgens hilft Koffein, Schwellungen zu mindern und Augenringe aufzuhellen.',
);

const eyeCreamPm = pick(
  'eye-cream',
  'At night, the eye cream nourishes the thin skin around your eyes so they look rested by morning.',
  'Abends pflegt die Augencreme die zarte Haut rund um die Augen, damit sie am Morgen erholt aussehen.',
);

function sunscreenFor(preference: SunscreenPreference): Recommendation {
  return preference === 'Mineral SPF 30'
    ? pick(
        'mineral-spf30',
        'You prefer mineral protection: zinc oxide shields your skin gently from the surface – the last step every morning.',
        'Du bevorzugst mineralischen Schutz: Zinkoxid schützt deine Haut sanft von der Oberfläche aus – jeden Morgen als letzter Schritt.',
      )
    : pick(
        'hybrid-spf50',
        'SPF 50+ in a sheer hybrid formula: the highest protection every morning, light enough to wear under make-up.',
        'LSF 50+ in einer unsichtbaren Hybrid-Formel: höchster Schutz an jedem Morgen – und so leicht, dass er sich mühelos unter Make-up tragen lässt.',
      );
}

function weeklyMaskFor(primaryConcern: SkinConcern): Recommendation {
  switch (primaryConcern) {
    case 'Detox/Exfoliating':
      return pick(
        'detox-clay-mask',
        'To clear congested pores, a clay mask once a week draws out excess oil and impurities.',
        'Um verstopfte Poren zu klären, zieht eine Tonerdemaske einmal pro Woche überschüssigen Talg und Unreinheiten heraus.',
      );
    case 'Brightening':
      return pick(
        'brightening-mask',
        'Once a week, this brightening mask gives your skin an extra boost of radiance.',
        'Einmal pro Woche schenkt diese Maske deiner Haut einen zusätzlichen Frischekick für mehr Strahlkraft.',
      );
    case 'Barrier Repair/Hydration':
      return pick(
        'barrier-repair-mask',
        'A weekly hydration mask floods your skin with moisture and helps your barrier recover.',
        'Eine wöchentliche Feuchtigkeitsmaske versorgt deine Haut intensiv und hilft der Barriere, sich zu erholen.',
      );
    case 'Anti-Wrinkle':
      return pick(
        'barrier-repair-mask',
        'Well-hydrated skin shows fine lines less: a weekly hydration mask plumps your skin and helps it look smoother.',
        'Gut durchfeuchtete Haut zeigt feine Linien weniger: Eine wöchentliche Feuchtigkeitsmaske polstert die Haut auf und lässt sie glatter aussehen.',
      );
    case 'Eye Concerns':
      return pick(
        'barrier-repair-mask',
        'Tired-looking skin loves moisture: a weekly hydration mask refreshes your whole face, not just the eye area.',
        'Müde wirkende Haut liebt Feuchtigkeit: Eine wöchentliche Feuchtigkeitsmaske erfrischt dein ganzes Gesicht, nicht nur die Augenpartie.',
      );
  }
}

function enzymeScrubFor(skinType: SkinType): Recommendation {
  return skinType === 'Sensitive'
    ? pick(
        'enzyme-scrub',
        'Because your skin is sensitive, we chose enzymes instead of grains: they dissolve dead skin cells without any rubbing.',
        'Weil deine Haut empfindlich ist, setzen wir auf Enzyme statt Schleifpartikel: Sie lösen abgestorbene Hautschüppchen, ganz ohne Reiben.',
      )
    : pick(
        'enzyme-scrub',
        'Once a week, fruit enzymes dissolve dead skin cells, so everything else in your routine can work better.',
        'Einmal pro Woche lösen Fruchtenzyme abgestorbene Hautschüppchen, damit alle anderen Produkte deiner Routine besser wirken können.',
      );
}

function bodycareFor(body: BodyConcern): readonly Recommendation[] {
  switch (body) {
    case 'Gentle/Sensitive':
      return [
        pick(
          'gentle-wash',
          'The skin on your body is sensitive, so we chose a mild, soap-free wash that cleans without irritating.',
          'Die Haut an deinem Körper ist empfindlich – deshalb ein mildes, seifenfreies Duschgel, das reinigt, ohne zu reizen.',
        ),
        pick(
          'urea-repair-lotion',
          'Sensitive skin often lacks moisture: this gentle urea lotion soothes tightness and strengthens your skin.',
          'Empfindlicher Haut fehlt oft Feuchtigkeit: Diese sanfte Urea-Lotion beruhigt Spannungsgefühle und stärkt die Haut.',
        ),
      ];
    case 'Exfoliating':
      return [
        pick(
          'exfoliating-wash',
          'You would like smoother skin: this wash exfoliates gently every time you shower, for a softer feel and more glow.',
          'Du wünschst dir glattere Haut: Dieses Duschgel peelt bei jedem Duschen sanft – für ein weicheres Hautgefühl und mehr Glow.',
        ),
        pick(
          'hydration-glow-lotion',
          'Freshly exfoliated skin drinks up moisture: this lotion hydrates it and brings out your new glow.',
          'Frisch gepeelte Haut nimmt Feuchtigkeit besonders gut auf: Diese Lotion versorgt sie und bringt den neuen Glow zur Geltung.',
        ),
      ];
    case 'Urea Repair':
      return [
        pick(
          'exfoliating-wash',
          'Rough, bumpy patches soften faster when dead skin is cleared regularly: this exfoliating wash prepares your skin for the urea lotion.',
          'Raue, unebene Stellen werden schneller geschmeidig, wenn abgestorbene Hautschüppchen regelmäßig entfernt werden: Dieses Peeling-Duschgel bereitet deine Haut auf die Urea-Lotion vor.',
        ),
        pick(
          'urea-repair-lotion',
          'For very dry, rough patches: urea binds moisture deep in your skin and visibly smooths roughness.',
          'Für sehr trockene, raue Stellen: Urea bindet Feuchtigkeit tief in der Haut und glättet Rauigkeit sichtbar.',
        ),
      ];
    case 'Hydration':
      return [
        pick(
          'gentle-wash',
          'A gentle wash keeps moisture where it belongs – in your skin. The perfect start for your body lotion.',
          'Ein sanftes Duschgel lässt die Feuchtigkeit dort, wo sie hingehört: in deiner Haut. Der perfekte Start für deine Bodylotion.',
        ),
        pick(
          'hydration-glow-lotion',
          'Your body skin wants moisture: this light lotion hydrates for hours and leaves a healthy glow.',
          'Deine Haut wünscht sich Feuchtigkeit: Diese leichte Lotion spendet sie über Stunden und hinterlässt einen gesunden Glow.',
        ),
      ];
  }
}

const lipcare: readonly Recommendation[] = [
  pick(
    'lip-repair-balm',
    'Lips have no oil glands of their own: this balm repairs and protects them, day and night.',
    'Lippen haben keine eigenen Talgdrüsen: Dieser Balsam repariert und schützt sie – Tag und Nacht.',
  ),
  pick(
    'lip-plump-balm',
    'A touch of colour and a plumping effect to finish your routine, with the same caring plant oils.',
    'Ein Hauch Farbe und ein praller Effekt als krönender Abschluss deiner Routine – mit denselben pflegenden Pflanzenölen.',
  ),
];

/**
 * The skincare routine for `answers` (SPEC.md §9). AM: cleanser, vitamin C serum, eye cream,
 * moisturiser, sunscreen last; PM: cleanser, anti-wrinkle serum, eye cream, moisturiser — the
 * order a customer applies them in.
 */
export function recommendSkincare(answers: QuizAnswers): SkincareResult {
  const profile = resolveSkincareProfile(answers);
  const { skinType, primaryConcern, secondaryConcern } = profile;
  const hasConcern = (concern: SkinConcern) => primaryConcern === concern || secondaryConcern === concern;

  const cleanser = cleanserFor(skinType, primaryConcern);
  const moisturiser = moisturiserFor(skinType, primaryConcern);
  const am: Recommendation[] = [cleanser];
  const pm: Recommendation[] = [cleanser];
  if (hasConcern('Brightening')) am.push(vitaminCSerum(primaryConcern === 'Brightening'));
  if (hasConcern('Anti-Wrinkle')) pm.push(antiWrinkleSerum(primaryConcern === 'Anti-Wrinkle'));
  if (hasConcern('Eye Concerns')) {
    am.push(eyeCreamAm);
    pm.push(eyeCreamPm);
  }
  am.push(moisturiser, sunscreenFor(profile.sunscreen));
  pm.push(moisturiser);

  const primaryConcerns: SkinConcern[] =
    secondaryConcern === 'None' || secondaryConcern === primaryConcern
      ? [primaryConcern]
      : [primaryConcern, secondaryConcern];

  return {
    quiz: 'skincare',
    skincare: { am, pm, weekly: [weeklyMaskFor(primaryConcern), enzymeScrubFor(skinType)] },
    bodycare: bodycareFor(profile.body),
    lipcare,
    primaryConcerns,
  };
}

function shampooFor(scalp: ScalpConcern): HaircareRecommendation {
  switch (scalp) {
    case 'Anti-Hair Fall':
      return {
        slot: 'shampoo',
        ...pick(
          'caffeine-shampoo',
          'You are noticing more hair fall: caffeine invigorates your scalp with every wash and helps strengthen hair at the root.',
          'Dir fallen mehr Haare aus: Koffein belebt die Kopfhaut bei jeder Wäsche und hilft, das Haar an der Wurzel zu kräftigen.',
        ),
      };
    case 'Moisture':
      return {
        slot: 'shampoo',
        ...pick(
          'herbal-moisture-shampoo',
          'Your scalp feels dry: this mild herbal shampoo cleanses without stripping and soothes tightness and itching.',
          'Deine Kopfhaut fühlt sich trocken an: Dieses milde Kräutershampoo reinigt, ohne auszutrocknen, und lindert Spannungsgefühle und Juckreiz.',
        ),
      };
    case 'Clarifying/Balancing':
      return {
        slot: 'shampoo',
        ...pick(
          'clarifying-shampoo',
          'Your scalp gets oily quickly: this clarifying shampoo removes build-up and helps bring oil production back into balance.',
          'Deine Kopfhaut fettet schnell nach: Dieses klärende Shampoo entfernt Rückstände und hilft, die Talgproduktion wieder ins Gleichgewicht zu bringen.',
        ),
      };
  }
}

function conditionerAndMaskFor(hair: HairConcern): readonly HaircareRecommendation[] {
  switch (hair) {
    case 'Repair':
      return [
        {
          slot: 'conditioner',
          ...pick(
            'protein-conditioner',
            'Colour and heat have left their mark: plant proteins fill in weak spots along your lengths and make them more resilient.',
            'Färben und Hitze haben Spuren hinterlassen: Pflanzenproteine füllen geschädigte Stellen in den Längen auf und machen sie widerstandsfähiger.',
          ),
        },
        {
          slot: 'mask',
          ...pick(
            'bond-repair-mask',
            'Once a week, this mask rebuilds the bonds that colour, bleach and heat break down.',
            'Einmal pro Woche stärkt diese Maske die inneren Bindungen, die durch Färben, Blondieren und Hitze geschwächt werden.',
          ),
        },
      ];
    case 'Strength':
      return [
        {
          slot: 'conditioner',
          ...pick(
            'protein-conditioner',
            'Your hair breaks easily: plant proteins reinforce every strand so it stays flexible instead of snapping.',
            'Dein Haar bricht leicht ab: Pflanzenproteine stärken jede Strähne, damit sie elastisch bleibt, statt zu brechen.',
          ),
        },
        {
          slot: 'mask',
          ...pick(
            'bond-repair-mask',
            'A weekly bond-repair treatment makes fine, fragile hair noticeably stronger and less prone to breakage.',
            'Eine wöchentliche Bond-Repair-Kur macht feines, brüchiges Haar spürbar kräftiger und weniger anfällig für Haarbruch.',
          ),
        },
      ];
    case 'Moisture/Frizz':
      return [
        {
          slot: 'conditioner',
          ...pick(
            'moisture-frizz-conditioner',
            'Dry, frizzy hair needs moisture and a smooth surface: this conditioner delivers both after every wash.',
            'Trockenes Haar mit Frizz braucht Feuchtigkeit und eine glatte Oberfläche: Diese Spülung sorgt nach jeder Wäsche für beides.',
          ),
        },
        {
          slot: 'mask',
          ...pick(
            'hydration-boost-mask',
            'Once a week, an intensive moisture boost tames frizz for days.',
            'Einmal pro Woche bändigt ein intensiver Feuchtigkeitsschub den Frizz für mehrere Tage.',
          ),
        },
      ];
    case 'Shine':
      return [
        {
          slot: 'conditioner',
          ...pick(
            'moisture-frizz-conditioner',
            'Dull hair shines again once its surface is smooth: this conditioner seals the cuticle after every wash.',
            'Stumpfes Haar glänzt wieder, sobald seine Oberfläche glatt ist: Diese Spülung schließt die Schuppenschicht nach jeder Wäsche.',
          ),
        },
        {
          slot: 'mask',
          ...pick(
            'hydration-boost-mask',
            'Well-hydrated hair shines: a weekly moisture mask brings back softness and gloss.',
            'Gut durchfeuchtetes Haar glänzt: Eine wöchentliche Feuchtigkeitsmaske bringt Geschmeidigkeit und Glanz zurück.',
          ),
        },
      ];
  }
}

function leaveInFor(hair: HairConcern): HaircareRecommendation | undefined {
  if (hair === 'Shine') {
    return {
      slot: 'leave-in',
      ...pick(
        'leave-in-shine-serum',
        'A few drops on your lengths give instant, lasting shine without weighing your hair down.',
        'Ein paar Tropfen in den Längen sorgen für sofortigen, anhaltenden Glanz, ohne das Haar zu beschweren.',
      ),
    };
  }
  if (hair === 'Moisture/Frizz') {
    return {
      slot: 'leave-in',
      ...pick(
        'leave-in-shine-serum',
        'A few drops after washing seal in moisture and keep frizz away all day.',
        'Ein paar Tropfen nach der Wäsche schließen die Feuchtigkeit ein und halten Frizz den ganzen Tag fern.',
      ),
    };
  }
  return undefined;
}

const scalpSerum: HaircareRecommendation = {
  slot: 'scalp',
  ...pick(
    'scalp-growth-serum',
    'Massaged straight into your scalp, this serum nourishes the roots and supports fuller-looking hair.',
    'Direkt in die Kopfhaut einmassiert, pflegt dieses Serum die Haarwurzeln und unterstützt volleres Haar.',
  ),
};

/**
 * The haircare routine for `answers` (SPEC.md §9), in slot order: shampoo, conditioner, mask, then
 * the scalp serum (Anti-Hair Fall only) and the leave-in serum (Shine or Moisture/Frizz only).
 */
export function recommendHaircare(answers: QuizAnswers): HaircareResult {
  const { scalp, hair } = resolveHaircareProfile(answers);
  const haircare: HaircareRecommendation[] = [shampooFor(scalp), ...conditionerAndMaskFor(hair)];
  if (scalp === 'Anti-Hair Fall') haircare.push(scalpSerum);
  const leaveIn = leaveInFor(hair);
  if (leaveIn) haircare.push(leaveIn);
  return { quiz: 'haircare', haircare, primaryConcerns: [scalp, hair] };
}

/** Runs the engine of the given quiz; what the state machine calls on completion. */
export function recommend<K extends QuizKind>(quiz: K, answers: QuizAnswers): QuizResultFor<K> {
  const result: QuizResult = quiz === 'skincare' ? recommendSkincare(answers) : recommendHaircare(answers);
  return result as QuizResultFor<K>;
}

/** Every recommendation of a result in display order, duplicates included (a cleanser is in AM and PM). */
export function listRecommendations(result: QuizResult): readonly Recommendation[] {
  if (result.quiz === 'haircare') return result.haircare;
  const { am, pm, weekly } = result.skincare;
  return [...am, ...pm, ...weekly, ...result.bodycare, ...result.lipcare];
}

/**
 * The distinct product ids of a result, first occurrence first. The routine bundle and its 15%
 * discount count each product once (SPEC.md §9: "duplicates removed by id").
 */
export function distinctProductIds(result: QuizResult): readonly RoutineProductId[] {
  return [...new Set(listRecommendations(result).map((recommendation) => recommendation.productId))];
}
