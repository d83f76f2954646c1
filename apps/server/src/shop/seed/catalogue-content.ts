import { routineProducts, type RoutineProductCategory, type RoutineProductId } from '@pura/core/catalogue/routine-products';
import type { Cents } from '@pura/core/money';
import type { ArtworkSpec } from './product-artwork.ts';

/** A shop category; the same four the quizzes draw from. */
export type CatalogueCategory = RoutineProductCategory;

/**
 * One product of the demo catalogue a new database is seeded with (decision 003 item 6). Money is in
 * integer cents here; the seed plan converts to the decimal euros the documents expose.
 */
export interface CatalogueProduct {
  /** Readable slug, also a valid Appwrite id; the quizzes link to routine products by it. */
  readonly id: string;
  readonly name: string;
  readonly category: CatalogueCategory;
  readonly priceCents: Cents;
  /** Pre-sale price shown struck through on the card; null when not on sale. */
  readonly originalPriceCents: Cents | null;
  readonly description: string;
  /** Short phrases; the product card shows the first two (docs/product.md §9). */
  readonly benefits: readonly string[];
  /** INCI names, highest concentration first. Vegan only. */
  readonly ingredients: readonly string[];
  /** Units on hand; null means unlimited (never runs out). */
  readonly stock: number | null;
  readonly isNew: boolean;
  readonly isBestseller: boolean;
  readonly artwork: ArtworkSpec;
}

/** What we write by hand for a product; identity and price of routine products come from core. */
interface ProductContent {
  readonly description: string;
  readonly benefits: readonly string[];
  readonly ingredients: readonly string[];
  readonly stock: number | null;
  readonly isNew?: true;
  readonly isBestseller?: true;
  readonly originalPriceCents?: Cents;
  readonly artwork: ArtworkSpec;
}

/** A catalogue product that no quiz recommends, so it carries its own identity and price. */
interface ExtraProduct extends ProductContent {
  readonly id: string;
  readonly name: string;
  readonly category: CatalogueCategory;
  readonly priceCents: Cents;
}

/**
 * Content for every routine product, keyed by its core id. The mapped type makes the compiler
 * reject a missing or unknown id, so a product added to the routine list cannot be left unseeded.
 */
const routineContent: { readonly [Id in RoutineProductId]: ProductContent } = {
  'gentle-cream-cleanser': {
    description:
      'A soft, milky cleanser for dry, sensitive and normal skin that lifts away sunscreen and the day without a trace of tightness. Oat and calendula calm while sunflower oil leaves skin supple, so it is kind enough for morning and evening.',
    benefits: ['Non-stripping cleanse', 'Calms sensitive skin', 'Melts away sunscreen', 'Fragrance-free'],
    ingredients: [
      'Aqua (Water)',
      'Helianthus Annuus (Sunflower) Seed Oil',
      'Glycerin',
      'Cetearyl Alcohol',
      'Avena Sativa (Oat) Kernel Extract',
      'Coco-Glucoside',
      'Calendula Officinalis Flower Extract',
      'Glyceryl Stearate',
      'Tocopherol',
      'Xanthan Gum',
      'Sodium Levulinate',
      'Citric Acid',
    ],
    stock: 64,
    artwork: { shape: 'pump', background: 'blush', container: 'cream' },
  },
  'clarifying-gel-cleanser': {
    description:
      'A fresh, clear gel that foams lightly and clears excess oil from pores without stripping. Willow bark and zinc keep shine and breakouts in check, while aloe keeps oily skin comfortable.',
    benefits: ['Unclogs pores', 'Controls shine', 'Soothes with aloe', 'Light, low-foam gel'],
    ingredients: [
      'Aqua (Water)',
      'Aloe Barbadensis Leaf Juice',
      'Coco-Glucoside',
      'Glycerin',
      'Sodium Cocoyl Glutamate',
      'Salix Alba (Willow) Bark Extract',
      'Zinc PCA',
      'Niacinamide',
      'Melaleuca Alternifolia (Tea Tree) Leaf Oil',
      'Xanthan Gum',
      'Sodium Benzoate',
      'Potassium Sorbate',
      'Citric Acid',
    ],
    stock: 52,
    artwork: { shape: 'tube', background: 'mint', container: 'sage' },
  },
  'balancing-foam-cleanser': {
    description:
      'A cushiony foam made for combination skin: it cleans an oily T-zone thoroughly yet leaves cheeks soft. Green tea and niacinamide rebalance, and the pH-matched formula never squeaks.',
    benefits: ['Balances combination skin', 'Airy, rich foam', 'Refines the look of pores', 'pH 5.5'],
    ingredients: [
      'Aqua (Water)',
      'Decyl Glucoside',
      'Glycerin',
      'Camellia Sinensis (Green Tea) Leaf Extract',
      'Niacinamide',
      'Oryza Sativa (Rice) Bran Extract',
      'Sodium Lauroyl Lactylate',
      'Panthenol',
      'Lactic Acid',
      'Sodium Benzoate',
      'Potassium Sorbate',
    ],
    stock: 47,
    artwork: { shape: 'pump', background: 'sand', container: 'sage' },
  },
  'vitamin-c-serum': {
    description:
      'A bright, silky serum with stabilised vitamin C and ferulic acid that evens out tone and wakes up dull patches. Apply in the morning under sunscreen for a lit-from-within glow and extra defence against city pollution.',
    benefits: ['Evens skin tone', 'Boosts radiance', 'Antioxidant defence', 'Fades dark spots'],
    ingredients: [
      'Aqua (Water)',
      'Ascorbyl Glucoside',
      'Glycerin',
      'Propanediol',
      'Ferulic Acid',
      'Citrus Aurantium Dulcis (Orange) Fruit Extract',
      'Sodium Hyaluronate',
      'Tocopherol',
      'Xanthan Gum',
      'Sodium Benzoate',
      'Potassium Sorbate',
      'Citric Acid',
    ],
    stock: 86,
    isBestseller: true,
    artwork: { shape: 'dropper', background: 'sand', container: 'amber' },
  },
  'anti-wrinkle-serum': {
    description:
      'Our night serum pairs plant-based bakuchiol with two peptides to soften fine lines while you sleep, without the sting of retinol. Skin wakes up smoother, plumper and more even.',
    benefits: ['Softens fine lines', 'Gentle retinol alternative', 'Firms and plumps', 'Made for nightly use'],
    ingredients: [
      'Aqua (Water)',
      'Glycerin',
      'Caprylic/Capric Triglyceride',
      'Bakuchiol',
      'Rosa Canina (Rosehip) Fruit Oil',
      'Palmitoyl Tripeptide-1',
      'Palmitoyl Tetrapeptide-7',
      'Sodium Hyaluronate',
      'Cetearyl Olivate',
      'Sorbitan Olivate',
      'Tocopherol',
      'Benzyl Alcohol',
      'Dehydroacetic Acid',
    ],
    stock: 4,
    artwork: { shape: 'dropper', background: 'blush', container: 'rosewood' },
  },
  'barrier-repair-cream': {
    description:
      "A rich, cushiony cream built like your skin's own barrier, with three ceramides, plant sterols and shea butter. It locks in moisture all day and calms the redness and tightness of dry or stressed skin.",
    benefits: ['Restores the skin barrier', 'All-day moisture', 'Calms redness', 'Rich but never greasy'],
    ingredients: [
      'Aqua (Water)',
      'Butyrospermum Parkii (Shea) Butter',
      'Glycerin',
      'Caprylic/Capric Triglyceride',
      'Cetearyl Alcohol',
      'Ceramide NP',
      'Ceramide AP',
      'Ceramide EOP',
      'Phytosterols',
      'Panthenol',
      'Centella Asiatica Extract',
      'Tocopherol',
      'Xanthan Gum',
      'Sodium Levulinate',
    ],
    stock: 72,
    artwork: { shape: 'jar', background: 'mint', container: 'cream' },
  },
  'peptide-cream': {
    description:
      'A velvety moisturiser with a peptide complex and jojoba that helps skin look firmer and bouncier week by week. It sinks in quickly, so it sits happily under sunscreen in the morning and works on its own at night.',
    benefits: ['Firmer-looking skin', 'Triple-peptide complex', 'Fast-absorbing', 'Smooths texture'],
    ingredients: [
      'Aqua (Water)',
      'Glycerin',
      'Coco-Caprylate/Caprate',
      'Cetearyl Alcohol',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      'Niacinamide',
      'Acetyl Hexapeptide-8',
      'Palmitoyl Tripeptide-5',
      'Copper Tripeptide-1',
      'Sodium Hyaluronate',
      'Tocopherol',
      'Glyceryl Caprylate',
      'Sodium Anisate',
    ],
    stock: 58,
    isNew: true,
    artwork: { shape: 'jar', background: 'blush', container: 'terracotta' },
  },
  'lightweight-gel-cream': {
    description:
      'A water-light gel cream that quenches oily and combination skin without adding shine. Aloe, cucumber and hyaluronic acid hydrate, while niacinamide keeps pores looking refined under makeup.',
    benefits: ['Oil-free hydration', 'Fresh matte finish', 'Refines pores', 'Perfect under makeup'],
    ingredients: [
      'Aqua (Water)',
      'Aloe Barbadensis Leaf Juice',
      'Glycerin',
      'Cucumis Sativus (Cucumber) Fruit Extract',
      'Niacinamide',
      'Sodium Hyaluronate',
      'Sclerotium Gum',
      'Betaine',
      'Pentylene Glycol',
      'Caprylyl Glycol',
      'Sodium Benzoate',
      'Citric Acid',
    ],
    stock: 39,
    artwork: { shape: 'jar', background: 'oat', container: 'olive' },
  },
  'eye-cream': {
    description:
      'A cooling eye cream with green coffee caffeine and cornflower water that depuffs and brightens tired eyes in minutes. Pat a rice-grain amount along the orbital bone morning and night.',
    benefits: ['Reduces puffiness', 'Brightens dark circles', 'Cooling gel-cream', 'Smooths fine lines'],
    ingredients: [
      'Centaurea Cyanus (Cornflower) Flower Water',
      'Glycerin',
      'Caprylic/Capric Triglyceride',
      'Caffeine',
      'Coffea Arabica (Coffee) Seed Extract',
      'Cetearyl Olivate',
      'Sorbitan Olivate',
      'Niacinamide',
      'Sodium Hyaluronate',
      'Tocopherol',
      'Benzyl Alcohol',
      'Dehydroacetic Acid',
    ],
    stock: 33,
    artwork: { shape: 'tube', background: 'blush', container: 'sand' },
  },
  'mineral-spf30': {
    description:
      'A weightless mineral sunscreen with non-nano zinc oxide that shields against UVA and UVB without chemical filters. A hint of sand tint melts into most skin tones, so there is no white cast.',
    benefits: ['Broad-spectrum SPF 30', 'Non-nano zinc oxide', 'No white cast', 'Gentle on sensitive skin'],
    ingredients: [
      'Aqua (Water)',
      'Zinc Oxide',
      'Caprylic/Capric Triglyceride',
      'Coco-Caprylate',
      'Glycerin',
      'Polyglyceryl-4 Diisostearate/Polyhydroxystearate/Sebacate',
      'Helianthus Annuus (Sunflower) Seed Oil',
      'Magnesium Sulfate',
      'Tocopherol',
      'CI 77492 (Iron Oxides)',
      'Sodium Benzoate',
    ],
    stock: 91,
    artwork: { shape: 'tube', background: 'sand', container: 'terracotta' },
  },
  'hybrid-spf50': {
    description:
      'Our highest protection for long days outdoors: a fluid SPF 50+ that pairs zinc oxide with modern photostable filters. It dries to a soft satin finish, wears well under makeup and leaves no cast.',
    benefits: ['Very high SPF 50+', 'UVA & UVB protection', 'Water-resistant', 'Invisible satin finish'],
    ingredients: [
      'Aqua (Water)',
      'Zinc Oxide',
      'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine',
      'Ethylhexyl Triazone',
      'Diethylamino Hydroxybenzoyl Hexyl Benzoate',
      'Coco-Caprylate',
      'Glycerin',
      'Niacinamide',
      'Silica',
      'Tocopherol',
      'Xanthan Gum',
      'Benzyl Alcohol',
    ],
    stock: 78,
    artwork: { shape: 'tube', background: 'cream', container: 'deepGreen' },
  },
  'detox-clay-mask': {
    description:
      'A creamy mask of French green clay and kaolin that draws excess oil and everyday grime out of congested pores. Ten minutes once a week leaves skin clear, soft and visibly refreshed.',
    benefits: ['Deep-cleans pores', 'Absorbs excess oil', 'Detoxifying green clay', 'Softens rough texture'],
    ingredients: [
      'Aqua (Water)',
      'Kaolin',
      'Montmorillonite',
      'Glycerin',
      'Aloe Barbadensis Leaf Juice',
      'Charcoal Powder',
      'Salix Alba (Willow) Bark Extract',
      'Mentha Piperita (Peppermint) Leaf Extract',
      'Xanthan Gum',
      'Sodium Benzoate',
      'Potassium Sorbate',
    ],
    stock: 41,
    originalPriceCents: 2899,
    artwork: { shape: 'jar', background: 'sand', container: 'moss' },
  },
  'brightening-mask': {
    description:
      'A glow-giving cream mask with papaya enzymes, licorice root and vitamin C that gently dissolves dull surface cells. Rinse after ten minutes to reveal smoother, more luminous skin.',
    benefits: ['Instant glow', 'Evens skin tone', 'Gentle fruit enzymes', 'Softens texture'],
    ingredients: [
      'Aqua (Water)',
      'Kaolin',
      'Glycerin',
      'Carica Papaya (Papaya) Fruit Extract',
      'Papain',
      'Glycyrrhiza Glabra (Licorice) Root Extract',
      'Sodium Ascorbyl Phosphate',
      'Cetearyl Alcohol',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      'Xanthan Gum',
      'Sodium Benzoate',
      'Citric Acid',
    ],
    stock: 36,
    artwork: { shape: 'jar', background: 'cream', container: 'clay' },
  },
  'barrier-repair-mask': {
    description:
      'A cushiony hydration mask with ceramides, panthenol and oat for skin that feels tight, flaky or irritated. Rinse after fifteen minutes or leave it on overnight and wake to calm, comfortable skin.',
    benefits: ['Intense hydration', 'Soothes irritation', 'Supports the skin barrier', 'Rinse-off or overnight'],
    ingredients: [
      'Aqua (Water)',
      'Glycerin',
      'Butyrospermum Parkii (Shea) Butter',
      'Caprylic/Capric Triglyceride',
      'Panthenol',
      'Avena Sativa (Oat) Kernel Extract',
      'Ceramide NP',
      'Allantoin',
      'Centella Asiatica Extract',
      'Cetearyl Alcohol',
      'Tocopherol',
      'Sodium Levulinate',
    ],
    stock: 28,
    artwork: { shape: 'jar', background: 'mint', container: 'sage' },
  },
  'enzyme-scrub': {
    description:
      'A gentle exfoliating paste that pairs pumpkin and pineapple enzymes with fine bamboo powder, polishing without scratching. Use once a week for smoother, brighter skin that drinks in your serums.',
    benefits: ['Polishes without scratching', 'Brightens dull skin', 'Fruit enzymes', 'Kind to sensitive skin'],
    ingredients: [
      'Aqua (Water)',
      'Glycerin',
      'Bambusa Arundinacea Stem Powder',
      'Cucurbita Pepo (Pumpkin) Fruit Extract',
      'Bromelain',
      'Kaolin',
      'Cetearyl Alcohol',
      'Helianthus Annuus (Sunflower) Seed Oil',
      'Aloe Barbadensis Leaf Juice',
      'Xanthan Gum',
      'Sodium Benzoate',
      'Potassium Sorbate',
    ],
    stock: 44,
    artwork: { shape: 'tube', background: 'oat', container: 'clay' },
  },
  'exfoliating-wash': {
    description:
      'A zesty gel body wash with plant-derived lactic acid and finely milled apricot seed that smooths rough elbows, knees and bumpy skin. Grapefruit and bergamot make the morning shower a proper wake-up call.',
    benefits: ['Smooths rough, bumpy skin', 'Gentle AHA exfoliation', 'Fresh citrus scent', 'Sulfate-free'],
    ingredients: [
      'Aqua (Water)',
      'Coco-Glucoside',
      'Glycerin',
      'Sodium Cocoyl Glutamate',
      'Lactic Acid',
      'Prunus Armeniaca (Apricot) Seed Powder',
      'Citrus Paradisi (Grapefruit) Peel Oil',
      'Citrus Bergamia (Bergamot) Fruit Oil',
      'Xanthan Gum',
      'Sodium Benzoate',
      'Potassium Sorbate',
      'Limonene',
      'Linalool',
    ],
    stock: 68,
    artwork: { shape: 'pump', background: 'oat', container: 'terracotta' },
  },
  'gentle-wash': {
    description:
      'A fragrance-free, soap-free body wash for sensitive or reactive skin, made with mild sugar-based cleansers and soothing oat. It leaves skin clean and calm, never tight or itchy.',
    benefits: ['Fragrance-free', 'Soap-free and pH-balanced', 'Soothes with oat', 'For sensitive skin'],
    ingredients: [
      'Aqua (Water)',
      'Glycerin',
      'Decyl Glucoside',
      'Lauryl Glucoside',
      'Avena Sativa (Oat) Kernel Extract',
      'Panthenol',
      'Allantoin',
      'Glyceryl Oleate',
      'Xanthan Gum',
      'Sodium Levulinate',
      'Citric Acid',
    ],
    stock: 83,
    artwork: { shape: 'pump', background: 'mint', container: 'blush' },
  },
  'urea-repair-lotion': {
    description:
      'A hard-working lotion with 10% urea, shea butter and ceramides for very dry, rough or flaky skin on legs, feet and elbows. Skin feels smoother after the first use and stays that way with daily care.',
    benefits: ['10% urea', 'Softens rough patches', 'Long-lasting moisture', 'Non-sticky finish'],
    ingredients: [
      'Aqua (Water)',
      'Urea',
      'Glycerin',
      'Butyrospermum Parkii (Shea) Butter',
      'Caprylic/Capric Triglyceride',
      'Cetearyl Alcohol',
      'Ceramide NP',
      'Sodium Lactate',
      'Lactic Acid',
      'Panthenol',
      'Tocopherol',
      'Xanthan Gum',
      'Sodium Levulinate',
    ],
    stock: 55,
    artwork: { shape: 'bottle', background: 'sand', container: 'deepGreen' },
  },
  'hydration-glow-lotion': {
    description:
      'A light, fast-absorbing body lotion with hyaluronic acid, aloe and a whisper of mineral shimmer for skin that looks dewy and healthy. The soft neroli scent lingers just long enough.',
    benefits: ['Dewy, healthy glow', 'Fast-absorbing', 'Hyaluronic acid hydration', 'Soft neroli scent'],
    ingredients: [
      'Aqua (Water)',
      'Aloe Barbadensis Leaf Juice',
      'Glycerin',
      'Caprylic/Capric Triglyceride',
      'Cetearyl Olivate',
      'Sorbitan Olivate',
      'Sodium Hyaluronate',
      'Mica',
      'CI 77891 (Titanium Dioxide)',
      'Citrus Aurantium Amara (Neroli) Flower Oil',
      'Tocopherol',
      'Benzyl Alcohol',
      'Dehydroacetic Acid',
      'Linalool',
    ],
    stock: 97,
    isBestseller: true,
    originalPriceCents: 2999,
    artwork: { shape: 'pump', background: 'cream', container: 'rosewood' },
  },
  'lip-repair-balm': {
    description:
      'A rich, soothing balm of candelilla wax, shea butter and calendula for cracked, wind-chapped lips. Its cushiony texture stays put overnight, so lips wake up soft again.',
    benefits: ['Heals chapped lips', 'Vegan candelilla wax', 'Long-lasting cushion', 'Unscented'],
    ingredients: [
      'Helianthus Annuus (Sunflower) Seed Oil',
      'Euphorbia Cerifera (Candelilla) Wax',
      'Butyrospermum Parkii (Shea) Butter',
      'Ricinus Communis (Castor) Seed Oil',
      'Theobroma Cacao (Cocoa) Seed Butter',
      'Calendula Officinalis Flower Extract',
      'Tocopherol',
    ],
    // Every skincare routine includes it, so the demo never lets it run out.
    stock: null,
    artwork: { shape: 'tin', background: 'cream', container: 'sage' },
  },
  'lip-plump-balm': {
    description:
      'A tinted balm in a soft berry-rose that plumps and hydrates with hyaluronic acid and a gentle peppermint tingle. Sheer, buildable colour with a glossy, cushioned finish.',
    benefits: ['Sheer berry-rose tint', 'Plumps with hyaluronic acid', 'Gentle peppermint tingle', 'Glossy finish'],
    ingredients: [
      'Ricinus Communis (Castor) Seed Oil',
      'Euphorbia Cerifera (Candelilla) Wax',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      'Copernicia Cerifera (Carnauba) Wax',
      'Sodium Hyaluronate',
      'Mentha Piperita (Peppermint) Oil',
      'Tocopherol',
      'CI 77491 (Iron Oxides)',
      'CI 77891 (Titanium Dioxide)',
    ],
    stock: 62,
    isNew: true,
    artwork: { shape: 'stick', background: 'peach', container: 'rosewood' },
  },
  'caffeine-shampoo': {
    description:
      'A stimulating shampoo with caffeine, rosemary and biotin that cleanses the scalp and helps reduce hair fall from breakage. The fresh, herby lather rinses clean and leaves roots feeling lifted.',
    benefits: ['Reduces hair fall from breakage', 'Caffeine & rosemary', 'Strengthens with biotin', 'Sulfate-free'],
    ingredients: [
      'Aqua (Water)',
      'Coco-Glucoside',
      'Sodium Cocoyl Glutamate',
      'Glycerin',
      'Caffeine',
      'Rosmarinus Officinalis (Rosemary) Leaf Oil',
      'Biotin',
      'Panthenol',
      'Hydrolyzed Wheat Protein',
      'Guar Hydroxypropyltrimonium Chloride',
      'Sodium Benzoate',
      'Citric Acid',
    ],
    stock: 49,
    artwork: { shape: 'bottle', background: 'oat', container: 'moss' },
  },
  'herbal-moisture-shampoo': {
    description:
      'A creamy, low-lather shampoo with aloe, marshmallow root and nettle that cleans a dry scalp without stripping its natural oils. Hair feels soft, manageable and calm from root to tip.',
    benefits: ['Moisturises a dry scalp', 'Gentle, low lather', 'Herbal botanicals', 'Colour-safe'],
    ingredients: [
      'Aqua (Water)',
      'Aloe Barbadensis Leaf Juice',
      'Decyl Glucoside',
      'Glycerin',
      'Althaea Officinalis (Marshmallow) Root Extract',
      'Urtica Dioica (Nettle) Leaf Extract',
      'Panthenol',
      'Guar Hydroxypropyltrimonium Chloride',
      'Lavandula Angustifolia (Lavender) Oil',
      'Sodium Benzoate',
      'Potassium Sorbate',
      'Citric Acid',
      'Linalool',
    ],
    stock: 57,
    originalPriceCents: 3199,
    artwork: { shape: 'bottle', background: 'mint', container: 'olive' },
  },
  'clarifying-shampoo': {
    description:
      'A purifying shampoo with apple cider vinegar, tea tree and charcoal that lifts oil and product build-up from roots. It rebalances the scalp so hair stays fresh for longer between washes.',
    benefits: ['Removes build-up', 'Balances an oily scalp', 'Longer-lasting freshness', 'Gentle enough weekly'],
    ingredients: [
      'Aqua (Water)',
      'Coco-Glucoside',
      'Cocamidopropyl Betaine',
      'Glycerin',
      'Pyrus Malus (Apple) Fruit Vinegar',
      'Melaleuca Alternifolia (Tea Tree) Leaf Oil',
      'Charcoal Powder',
      'Zinc PCA',
      'Mentha Piperita (Peppermint) Oil',
      'Sodium Benzoate',
      'Citric Acid',
      'Limonene',
    ],
    stock: 38,
    artwork: { shape: 'bottle', background: 'blush', container: 'terracotta' },
  },
  'protein-conditioner': {
    description:
      'A strengthening conditioner with rice, pea and wheat proteins that fill in weak spots along the hair shaft. Hair detangles easily, snaps less and feels noticeably thicker.',
    benefits: ['Strengthens weak hair', 'Plant protein complex', 'Reduces breakage', 'Easy detangling'],
    ingredients: [
      'Aqua (Water)',
      'Cetearyl Alcohol',
      'Glycerin',
      'Brassicyl Isoleucinate Esylate',
      'Hydrolyzed Rice Protein',
      'Pisum Sativum (Pea) Peptide',
      'Hydrolyzed Wheat Protein',
      'Butyrospermum Parkii (Shea) Butter',
      'Argania Spinosa (Argan) Kernel Oil',
      'Panthenol',
      'Sodium Benzoate',
      'Citric Acid',
    ],
    stock: 46,
    artwork: { shape: 'bottle', background: 'sand', container: 'sage' },
  },
  'moisture-frizz-conditioner': {
    description:
      'A creamy conditioner with shea, argan and linseed that smooths frizz and keeps humidity out. Curls and waves stay defined, soft and touchable all day.',
    benefits: ['Tames frizz', 'Humidity-proof smoothness', 'Defines curls & waves', 'Deep moisture'],
    ingredients: [
      'Aqua (Water)',
      'Cetearyl Alcohol',
      'Butyrospermum Parkii (Shea) Butter',
      'Brassicamidopropyl Dimethylamine',
      'Argania Spinosa (Argan) Kernel Oil',
      'Linum Usitatissimum (Linseed) Seed Extract',
      'Glycerin',
      'Aloe Barbadensis Leaf Juice',
      'Panthenol',
      'Sodium Benzoate',
      'Citric Acid',
    ],
    stock: 61,
    artwork: { shape: 'tube', background: 'peach', container: 'sage' },
  },
  'bond-repair-mask': {
    description:
      'An intensive weekly mask that rebuilds bonds in bleached, coloured or heat-styled hair with a vegan bond-building complex and amino acids. Ten minutes leave hair stronger, glossier and far easier to comb.',
    benefits: ['Rebuilds broken bonds', 'For bleached & coloured hair', 'Restores shine', 'Reduces split ends'],
    ingredients: [
      'Aqua (Water)',
      'Cetearyl Alcohol',
      'Glycerin',
      'Bis-Aminopropyl Diglycol Dimaleate',
      'Brassicyl Isoleucinate Esylate',
      'Butyrospermum Parkii (Shea) Butter',
      'Camellia Oleifera Seed Oil',
      'Arginine',
      'Serine',
      'Hydrolyzed Quinoa',
      'Sodium Benzoate',
      'Citric Acid',
    ],
    stock: 53,
    isBestseller: true,
    artwork: { shape: 'jar', background: 'cream', container: 'deepGreen' },
  },
  'hydration-boost-mask': {
    description:
      'A thick, buttery mask with coconut oil, mango butter and aloe that quenches parched lengths in a single wash. Smooth it through mid-lengths and ends, wait five minutes and rinse to soft, bouncy hair.',
    benefits: ['Intense moisture', 'Softens dry ends', 'Adds bounce', 'Coconut & mango butter'],
    ingredients: [
      'Aqua (Water)',
      'Cetearyl Alcohol',
      'Cocos Nucifera (Coconut) Oil',
      'Mangifera Indica (Mango) Seed Butter',
      'Aloe Barbadensis Leaf Juice',
      'Glycerin',
      'Brassicamidopropyl Dimethylamine',
      'Panthenol',
      'Inulin',
      'Tocopherol',
      'Sodium Benzoate',
      'Citric Acid',
    ],
    stock: 42,
    artwork: { shape: 'jar', background: 'sand', container: 'blush' },
  },
  'scalp-growth-serum': {
    description:
      'A lightweight leave-on scalp serum with pea sprout extract, caffeine and rosemary to support thicker-looking, fuller hair. Massage a few drops into the scalp each evening; it never leaves hair greasy.',
    benefits: ['Supports fuller-looking hair', 'Caffeine & rosemary', 'Non-greasy', 'Daily leave-on'],
    ingredients: [
      'Aqua (Water)',
      'Propanediol',
      'Caffeine',
      'Pisum Sativum (Pea) Sprout Extract',
      'Rosmarinus Officinalis (Rosemary) Leaf Extract',
      'Niacinamide',
      'Panthenol',
      'Biotin',
      'Zinc PCA',
      'Menthol',
      'Sodium Benzoate',
      'Potassium Sorbate',
    ],
    stock: 31,
    isNew: true,
    artwork: { shape: 'dropper', background: 'mint', container: 'deepGreen' },
  },
  'leave-in-shine-serum': {
    description:
      'A few drops of this silicone-free blend of camellia, argan and broccoli seed oils give glassy shine and tame flyaways. It protects against heat styling and never weighs fine hair down.',
    benefits: ['Mirror-like shine', 'Silicone-free', 'Heat protection', 'Tames flyaways'],
    ingredients: [
      'Coco-Caprylate',
      'Camellia Japonica Seed Oil',
      'Argania Spinosa (Argan) Kernel Oil',
      'Brassica Oleracea Italica (Broccoli) Seed Oil',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      'Tocopherol',
      'Citrus Aurantium Dulcis (Orange) Peel Oil',
      'Limonene',
    ],
    stock: 66,
    artwork: { shape: 'dropper', background: 'peach', container: 'terracotta' },
  },
};

/** Products beyond the quiz routines, so the shop feels complete (and reaches 30+ items). */
const extraProducts: readonly ExtraProduct[] = [
  {
    id: 'rosehip-facial-oil',
    name: 'Rosehip Facial Oil',
    category: 'Skincare',
    priceCents: 3299,
    description:
      'A golden facial oil of cold-pressed rosehip, sea buckthorn and jojoba, rich in vitamin A and omega fatty acids. Press three drops into damp skin at night for a softer, more even, glowing complexion.',
    benefits: ['Nourishes and softens', 'Evens skin tone', 'Rich in omega 3, 6 & 9', 'Cold-pressed oils'],
    ingredients: [
      'Rosa Canina (Rosehip) Fruit Oil',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      'Oenothera Biennis (Evening Primrose) Oil',
      'Hippophae Rhamnoides (Sea Buckthorn) Fruit Oil',
      'Tocopherol',
      'Rosmarinus Officinalis (Rosemary) Leaf Extract',
    ],
    stock: 3,
    isNew: true,
    artwork: { shape: 'dropper', background: 'cream', container: 'clay' },
  },
  {
    id: 'rose-hydrating-toner',
    name: 'Rose Hydrating Toner',
    category: 'Skincare',
    priceCents: 1899,
    originalPriceCents: 2199,
    description:
      'A softening, alcohol-free toner of organic Damask rose water, aloe and a touch of hyaluronic acid. Pat it in after cleansing to refresh skin and help your serums sink in.',
    benefits: ['Alcohol-free', 'Preps skin for serums', 'Refreshing rose water', 'Rebalances after cleansing'],
    ingredients: [
      'Rosa Damascena Flower Water',
      'Glycerin',
      'Aloe Barbadensis Leaf Juice',
      'Sodium Hyaluronate',
      'Panthenol',
      'Betaine',
      'Sodium Benzoate',
      'Potassium Sorbate',
      'Citric Acid',
      'Citronellol',
      'Geraniol',
    ],
    stock: 74,
    artwork: { shape: 'bottle', background: 'cream', container: 'blush' },
  },
  {
    id: 'shea-hand-cream',
    name: 'Shea & Lemongrass Hand Cream',
    category: 'Body Care',
    priceCents: 1299,
    description:
      'A rich but quick-absorbing hand cream with 20% organic shea butter and calendula for hands that work hard. It sinks in within a minute, so you can get straight back to your day.',
    benefits: ['20% shea butter', 'Absorbs in a minute', 'Comforts dry, cracked hands', 'Fresh lemongrass scent'],
    ingredients: [
      'Aqua (Water)',
      'Butyrospermum Parkii (Shea) Butter',
      'Glycerin',
      'Cetearyl Alcohol',
      'Helianthus Annuus (Sunflower) Seed Oil',
      'Calendula Officinalis Flower Extract',
      'Allantoin',
      'Cymbopogon Flexuosus (Lemongrass) Oil',
      'Tocopherol',
      'Xanthan Gum',
      'Sodium Levulinate',
      'Citral',
      'Limonene',
    ],
    stock: 112,
    artwork: { shape: 'tube', background: 'blush', container: 'moss' },
  },
  {
    id: 'coffee-body-scrub',
    name: 'Coffee Body Scrub',
    category: 'Body Care',
    priceCents: 1999,
    originalPriceCents: 2399,
    description:
      'An energising scrub of fair-trade Arabica coffee grounds, cane sugar and cold-pressed coconut oil. Massage it into damp skin to buff away dullness; it leaves skin soft, moisturised and smelling like your favourite café.',
    benefits: ['Buffs away dullness', 'Smooths and softens', 'Fair-trade coffee', 'Leaves skin moisturised'],
    ingredients: [
      'Sucrose',
      'Coffea Arabica (Coffee) Seed Powder',
      'Cocos Nucifera (Coconut) Oil',
      'Prunus Amygdalus Dulcis (Sweet Almond) Oil',
      'Butyrospermum Parkii (Shea) Butter',
      'Vanilla Planifolia Fruit Extract',
      'Tocopherol',
    ],
    stock: 58,
    isBestseller: true,
    artwork: { shape: 'jar', background: 'oat', container: 'rosewood' },
  },
  {
    id: 'cocoa-body-butter',
    name: 'Whipped Cocoa Body Butter',
    category: 'Body Care',
    priceCents: 2299,
    description:
      'A dense, whipped body butter of raw cocoa and shea that melts on contact with warm skin. Ideal for very dry areas and after-sun care, with a natural chocolate aroma.',
    benefits: ['Deeply nourishing', 'Melts into skin', 'Natural cocoa aroma', 'For very dry areas'],
    ingredients: [
      'Theobroma Cacao (Cocoa) Seed Butter',
      'Butyrospermum Parkii (Shea) Butter',
      'Cocos Nucifera (Coconut) Oil',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      'Tapioca Starch',
      'Tocopherol',
    ],
    stock: 27,
    artwork: { shape: 'tin', background: 'sand', container: 'terracotta' },
  },
  {
    id: 'natural-deodorant-stick',
    name: 'Sage Natural Deodorant',
    category: 'Body Care',
    priceCents: 1399,
    description:
      'A deodorant balm stick with arrowroot, magnesium and sage that keeps you fresh all day without aluminium or baking soda. Gentle enough for freshly shaved or sensitive underarms.',
    benefits: ['Aluminium-free', 'Baking-soda-free', 'All-day freshness', 'Kind to sensitive skin'],
    ingredients: [
      'Caprylic/Capric Triglyceride',
      'Maranta Arundinacea (Arrowroot) Root Powder',
      'Euphorbia Cerifera (Candelilla) Wax',
      'Butyrospermum Parkii (Shea) Butter',
      'Magnesium Hydroxide',
      'Zinc Ricinoleate',
      'Salvia Officinalis (Sage) Oil',
      'Tocopherol',
      'Linalool',
    ],
    stock: 88,
    artwork: { shape: 'stick', background: 'mint', container: 'cream' },
  },
  {
    id: 'rose-tinted-lip-balm',
    name: 'Rose Tinted Lip Balm',
    category: 'Lip Care',
    priceCents: 1399,
    description:
      'A sheer rosy tint that looks like your lips, only better, with nourishing shea butter and rosehip oil. Swipe it on for a hint of colour and soft, comfortable lips all day.',
    benefits: ['Sheer rose tint', 'Nourishing shea & rosehip', 'Buildable colour', 'Mineral pigments'],
    ingredients: [
      'Ricinus Communis (Castor) Seed Oil',
      'Euphorbia Cerifera (Candelilla) Wax',
      'Butyrospermum Parkii (Shea) Butter',
      'Rosa Canina (Rosehip) Fruit Oil',
      'Copernicia Cerifera (Carnauba) Wax',
      'Tocopherol',
      'Mica',
      'CI 77491 (Iron Oxides)',
      'CI 77891 (Titanium Dioxide)',
    ],
    stock: 95,
    isBestseller: true,
    artwork: { shape: 'stick', background: 'cream', container: 'terracotta' },
  },
  {
    id: 'sugar-lip-scrub',
    name: 'Vanilla Sugar Lip Scrub',
    category: 'Lip Care',
    priceCents: 1199,
    description:
      'A sweet scrub of fine cane sugar, jojoba and vanilla that gently buffs away dry flakes. Use it before your favourite lip colour for a smooth, even finish.',
    benefits: ['Buffs away flakes', 'Preps lips for colour', 'Sweet vanilla taste', 'Nourishing jojoba'],
    ingredients: [
      'Sucrose',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      'Ricinus Communis (Castor) Seed Oil',
      'Euphorbia Cerifera (Candelilla) Wax',
      'Vanilla Planifolia Fruit Extract',
      'Tocopherol',
    ],
    // The demo's one sold-out product, so the Out of Stock badge and disabled button are visible.
    stock: 0,
    artwork: { shape: 'tin', background: 'blush', container: 'clay' },
  },
  {
    id: 'overnight-lip-mask',
    name: 'Berry Overnight Lip Mask',
    category: 'Lip Care',
    priceCents: 1599,
    description:
      'A thick, berry-scented lip mask with shea, mango butter and vitamin C that repairs lips while you sleep. Wake up to visibly smoother, softer, plumper lips.',
    benefits: ['Overnight repair', 'Smooths dry lines', 'Vitamin C care', 'Sweet berry scent'],
    ingredients: [
      'Ricinus Communis (Castor) Seed Oil',
      'Butyrospermum Parkii (Shea) Butter',
      'Mangifera Indica (Mango) Seed Butter',
      'Euphorbia Cerifera (Candelilla) Wax',
      'Rubus Idaeus (Raspberry) Seed Oil',
      'Ascorbyl Palmitate',
      'Tocopherol',
      'Aroma',
    ],
    stock: 5,
    artwork: { shape: 'tin', background: 'peach', container: 'rosewood' },
  },
  {
    id: 'argan-hair-oil',
    name: 'Pure Argan Hair Oil',
    category: 'Haircare',
    priceCents: 2699,
    description:
      "Pure, cold-pressed Moroccan argan oil from a women's cooperative, for shine and soft, sealed ends. Warm two drops between your palms and smooth over dry hair, or use it as a pre-wash treatment.",
    benefits: ['100% pure argan oil', 'Softens dry ends', 'Hair, skin and nails', 'Fair-trade cooperative'],
    ingredients: ['Argania Spinosa (Argan) Kernel Oil', 'Tocopherol'],
    stock: 23,
    artwork: { shape: 'dropper', background: 'oat', container: 'olive' },
  },
  {
    id: 'dry-shampoo-powder',
    name: 'Dry Shampoo Powder',
    category: 'Haircare',
    priceCents: 1899,
    description:
      'A talc-free dry shampoo powder of rice starch and kaolin that soaks up oil at the roots and adds instant volume. A light eucalyptus and lavender scent keeps hair fresh between washes.',
    benefits: ['Talc-free', 'Refreshes between washes', 'Adds root volume', 'No aerosol'],
    ingredients: [
      'Oryza Sativa (Rice) Starch',
      'Kaolin',
      'Zea Mays (Corn) Starch',
      'Eucalyptus Globulus Leaf Oil',
      'Lavandula Angustifolia (Lavender) Oil',
      'Linalool',
      'Limonene',
    ],
    stock: 2,
    artwork: { shape: 'bottle', background: 'mint', container: 'sand' },
  },
  {
    id: 'solid-shampoo-bar',
    name: 'Nettle Solid Shampoo Bar',
    category: 'Haircare',
    priceCents: 1499,
    description:
      'A plastic-free shampoo bar in a reusable tin that lathers richly and lasts up to 60 washes. Nettle and coconut-derived cleansers suit every hair type, at home or on the road.',
    benefits: ['Plastic-free', 'Up to 60 washes', 'Rich, creamy lather', 'Travel-friendly tin'],
    ingredients: [
      'Sodium Cocoyl Isethionate',
      'Cetearyl Alcohol',
      'Coco-Glucoside',
      'Butyrospermum Parkii (Shea) Butter',
      'Urtica Dioica (Nettle) Leaf Extract',
      'Panthenol',
      'Citrus Limon (Lemon) Peel Oil',
      'Limonene',
    ],
    stock: 70,
    isNew: true,
    artwork: { shape: 'tin', background: 'mint', container: 'deepGreen' },
  },
];

function toCatalogueProduct(
  identity: Pick<CatalogueProduct, 'id' | 'name' | 'category' | 'priceCents'>,
  content: ProductContent,
): CatalogueProduct {
  return {
    id: identity.id,
    name: identity.name,
    category: identity.category,
    priceCents: identity.priceCents,
    originalPriceCents: content.originalPriceCents ?? null,
    description: content.description,
    benefits: content.benefits,
    ingredients: content.ingredients,
    stock: content.stock,
    isNew: content.isNew ?? false,
    isBestseller: content.isBestseller ?? false,
    artwork: content.artwork,
  };
}

/**
 * The whole demo catalogue in seeding order: every routine product (identity and price imported
 * from core, never retyped) followed by the extras. Order matters: the home page features the
 * first flagged products, so flags are spread so those six cover all four categories.
 */
export const catalogueProducts: readonly CatalogueProduct[] = [
  ...routineProducts.map((product) => toCatalogueProduct(product, routineContent[product.id])),
  ...extraProducts.map((product) => toCatalogueProduct(product, product)),
];
