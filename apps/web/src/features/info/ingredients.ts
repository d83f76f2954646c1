/** docs/product.md §2: six static ingredients, each with name, benefits and description. */
export interface Ingredient {
  name: string;
  /** The plant it comes from, as it appears in the INCI list. */
  inci: string;
  benefits: readonly string[];
  description: string;
}

export const INGREDIENTS: readonly Ingredient[] = [
  {
    name: 'Rosehip Seed Oil',
    inci: 'Rosa Canina Fruit Oil',
    benefits: ['Evens skin tone', 'Softens fine lines', 'Rich in vitamin A'],
    description:
      'Cold-pressed from the seeds of wild rose hips, this golden oil is naturally rich in essential fatty acids and provitamin A. It supports skin renewal, fades the look of dark spots and leaves skin supple without feeling greasy.',
  },
  {
    name: 'Aloe Vera',
    inci: 'Aloe Barbadensis Leaf Juice',
    benefits: ['Soothes and calms', 'Lightweight hydration', 'Cools after sun'],
    description:
      'The inner leaf gel of organically grown aloe, used in place of water in many of our formulas. It calms redness, hydrates without weight and helps other botanicals absorb gently into sensitive skin.',
  },
  {
    name: 'Shea Butter',
    inci: 'Butyrospermum Parkii Butter',
    benefits: ['Deeply nourishing', 'Strengthens the skin barrier', 'Fair-trade sourced'],
    description:
      'Unrefined shea from a women-led cooperative in northern Ghana. Its natural fats and vitamin E cushion dry skin, protect the barrier through cold weather and give our balms and body creams their melting texture.',
  },
  {
    name: 'Jojoba Oil',
    inci: 'Simmondsia Chinensis Seed Oil',
    benefits: ['Balances oil production', 'Non-comedogenic', 'Suits every skin type'],
    description:
      'Technically a liquid wax, jojoba closely resembles the skin’s own sebum. That lets it moisturise dry skin and calm oily skin alike, which is why it is the backbone of our cleansers and facial oils.',
  },
  {
    name: 'Green Tea Extract',
    inci: 'Camellia Sinensis Leaf Extract',
    benefits: ['Antioxidant protection', 'Reduces the look of puffiness', 'Calms irritation'],
    description:
      'Organic green tea leaves are rich in polyphenols that help defend skin against everyday pollution and UV stress. We use it in serums and eye care to refresh tired skin and soothe the scalp.',
  },
  {
    name: 'Calendula',
    inci: 'Calendula Officinalis Flower Extract',
    benefits: ['Gentle on sensitive skin', 'Supports healing', 'Comforts dryness'],
    description:
      'Bright marigold petals, infused slowly in sunflower oil. Calendula has comforted chapped, irritated skin for centuries; we add it to cleansers, lip care and body lotions for skin that needs extra kindness.',
  },
];
