import type { ShopSettingsSection } from '@pura/core/settings/shop-settings';

/** How a field is edited: its value converts between the form's text and the stored value. */
export type FieldKind = 'text' | 'textarea' | 'email' | 'euros' | 'euros-or-free' | 'days' | 'percent' | 'switch' | 'tax-mode' | 'image';

export interface SettingsField {
  field: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** An image field: what shows while none is uploaded. */
  defaultLabel?: string;
}

export interface SettingsSectionForm {
  section: ShopSettingsSection;
  title: string;
  /** Where the owner sees the section's fields in the shop. */
  shownAt: { label: string; to: string };
  fields: SettingsField[];
}

/**
 * The form of /admin → Settings, section by section (decision 024); the fields are core's schema.
 * The logo and hero image are uploaded beside their sections' fields.
 */
export const SETTINGS_FORM: SettingsSectionForm[] = [
  {
    section: 'store',
    title: 'Store',
    shownAt: { label: 'the home page and footer', to: '/' },
    fields: [
      { field: 'shopName', label: 'Shop name', kind: 'text' },
      { field: 'tagline', label: 'Tagline', kind: 'text', hint: 'Under the name in the footer.' },
      {
        field: 'logoFileId',
        label: 'Logo',
        kind: 'image',
        defaultLabel: 'The leaf mark',
        hint: 'Shown square, beside the shop name in the header. JPEG, PNG, WebP, AVIF or GIF, at most 10 MB.',
      },
      { field: 'contactEmail', label: 'Contact e-mail', kind: 'email' },
      { field: 'phone', label: 'Phone', kind: 'text' },
      { field: 'openingHours', label: 'Opening hours', kind: 'text' },
      { field: 'instagramUrl', label: 'Instagram link', kind: 'text', hint: 'Empty: no Instagram button.' },
      { field: 'facebookUrl', label: 'Facebook link', kind: 'text' },
      { field: 'pinterestUrl', label: 'Pinterest link', kind: 'text' },
    ],
  },
  {
    section: 'business',
    title: 'Business and legal',
    shownAt: { label: 'contact, privacy, terms and every e-mail', to: '/terms' },
    fields: [
      { field: 'legalName', label: 'Legal name', kind: 'text' },
      { field: 'street', label: 'Street', kind: 'text' },
      { field: 'city', label: 'City', kind: 'text' },
      { field: 'postcode', label: 'Postcode', kind: 'text' },
      { field: 'country', label: 'Country', kind: 'text' },
      { field: 'companyNumber', label: 'Company number', kind: 'text' },
      { field: 'vatId', label: 'VAT id', kind: 'text' },
      { field: 'privacyEmail', label: 'Privacy e-mail', kind: 'email' },
      { field: 'supervisoryAuthority', label: 'Supervisory authority', kind: 'textarea' },
    ],
  },
  {
    section: 'policies',
    title: 'Policies',
    shownAt: { label: '/shipping, /returns, the footer, FAQ, product pages, terms and order e-mails', to: '/shipping' },
    fields: [
      {
        field: 'freeShippingThresholdCents',
        label: 'Free shipping from (€)',
        kind: 'euros-or-free',
        hint: 'Orders from this amount (after the routine discount) ship free.',
      },
      {
        field: 'shippingFeeCents',
        label: 'Shipping fee below it (€)',
        kind: 'euros',
        hint: 'What cart and checkout charge for an order below the free-shipping amount; 0 ships every order free.',
      },
      { field: 'deliveryTime', label: 'Delivery time', kind: 'text', hint: 'As customers read it, e.g. "3-5 business days".' },
      { field: 'returnWindowDays', label: 'Return window (days)', kind: 'days' },
    ],
  },
  {
    section: 'pricing',
    title: 'Prices and tax',
    shownAt: { label: 'the cart, checkout and order e-mails', to: '/cart' },
    fields: [
      { field: 'taxRateBasisPoints', label: 'Tax rate (%)', kind: 'percent' },
      { field: 'taxMode', label: 'Tax', kind: 'tax-mode' },
    ],
  },
  {
    section: 'checkout',
    title: 'Checkout',
    shownAt: { label: 'every Add to Cart button and the cart', to: '/shop' },
    fields: [
      {
        field: 'signInToAddToCart',
        label: 'Shoppers sign in to add to cart',
        kind: 'switch',
        hint: 'Off: a guest cart; anyone fills a cart and signs in (or up) at checkout. Either way the cart is kept when they sign in.',
      },
    ],
  },
  {
    section: 'newsletter',
    title: 'Newsletter',
    shownAt: { label: 'sign-in, sign-up and the footer', to: '/login' },
    fields: [
      { field: 'optInTickedByDefault', label: 'Newsletter box starts ticked on sign-in and sign-up', kind: 'switch' },
      { field: 'footerOffer', label: 'Footer offer line', kind: 'text', hint: 'Promise only what the shop keeps.' },
    ],
  },
  {
    section: 'home',
    title: 'Home and About',
    shownAt: { label: 'the home page and /about', to: '/about' },
    fields: [
      { field: 'heroHeading', label: 'Hero heading', kind: 'text' },
      { field: 'heroText', label: 'Hero text', kind: 'textarea' },
      {
        field: 'heroImageFileId',
        label: 'Hero image',
        kind: 'image',
        defaultLabel: 'The drawn leaves',
        hint: 'Shown square beside the heading on wide screens. JPEG, PNG, WebP, AVIF or GIF, at most 10 MB.',
      },
      { field: 'aboutStory', label: 'About story', kind: 'textarea', hint: 'Plain text; a blank line starts a new paragraph.' },
    ],
  },
];
