import { type CartLine, EMPTY_CART, addBundle, addItem, perProductLimitMessage } from '@pura/core/cart/cart-state';
import type { Language } from '@pura/core/quiz/labels';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@/lib/router/hooks';
import { type ToastAction, toast } from '@/lib/toast';
import { updateCart, useCart } from '@/data/cart-store';
import { type Product, productImageUrl } from '@/data/products';
import { SESSION_QUERY_KEY, fetchSessionUser, useSession } from '@/data/session';
import { keepCartAddForSignIn } from '@/data/waiting-cart-add';
import { cartMaxPerProduct } from '@/lib/runtime-config';
import { shopSettings } from '@/lib/shop-settings';

/** The product fields a cart line keeps (docs/product.md §3 Cart item). */
export function toCartProduct(product: Product) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: productImageUrl(product, 160),
    category: product.category,
    stock: product.stock,
  };
}

/**
 * Adding to the cart with docs/product.md §5's rules and §8's messages: sign-in required (then /login,
 * remembering this page and the product, which is added once signed in) unless the owner chose a
 * guest cart (docs/settings.md, Checkout), nothing out of stock, never more than the stock. Used by
 * every page that sells, so the rules and messages live in one place.
 */
export function useAddToCart() {
  const session = useSession();
  const queryClient = useQueryClient();
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();

  // What a shopper does next after adding, offered in the toast (decision 027: the cart stays in reach).
  const cartActions: ToastAction[] = [
    { label: 'View cart', href: '/cart', navigate: () => void navigate('/cart') },
    { label: 'Checkout', href: '/checkout', navigate: () => void navigate('/checkout') },
  ];

  /** True when the press may add now; otherwise keeps `waitingLines` for after signing in and sends the guest to /login. */
  async function requireSignIn(waitingLines: readonly CartLine[], addedMessage: string): Promise<boolean> {
    if (!shopSettings().checkout.signInToAddToCart) return true;
    // On a server-rendered page a press can come before the session check has answered: wait for
    // it (the same request) rather than send a signed-in shopper to sign in.
    const user = session.isPending
      ? await queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser }).catch(() => null)
      : session.data;
    if (user) return true;
    keepCartAddForSignIn(waitingLines, addedMessage);
    toast.error('Please log in to add items to cart');
    void navigate('/login', { state: { from: location } });
    return false;
  }

  /**
   * Adds `quantity` of one product; returns whether it was added. `addedMessage` lets a page in
   * another language (the German quiz) word the success toast; the default is docs/product.md §8's.
   */
  async function addProduct(product: Product, quantity = 1, addedMessage = `${product.name} added to cart!`): Promise<boolean> {
    if (!(await requireSignIn([{ ...toCartProduct(product), quantity, isBundle: false }], addedMessage))) return false;
    if (product.stock !== null && product.stock <= 0) {
      toast.error('This product is out of stock');
      return false;
    }
    const inCart = cart.items.find((line) => line.id === product.id)?.quantity ?? 0;
    if (product.stock !== null && product.stock < inCart + quantity) {
      toast.error(`Only ${product.stock} items available in stock`);
      return false;
    }
    const maxPerProduct = cartMaxPerProduct();
    if (inCart + quantity > maxPerProduct) {
      toast.error(perProductLimitMessage(maxPerProduct, product.name));
      return false;
    }
    updateCart((current) => addItem(current, toCartProduct(product), { quantity, maxPerProduct }));
    toast.success(addedMessage, { actions: cartActions });
    return true;
  }

  /**
   * Adds a routine from a quiz in `language`: each distinct product once, as bundle lines (15% off
   * in the cart, labelled in `language`). The caller toasts `addedMessage` on success; a guest sent
   * to sign in sees it once the routine is added.
   */
  async function addRoutine(products: readonly Product[], addedMessage: string, language: Language): Promise<boolean> {
    const available = products.filter((p) => p.stock === null || p.stock > 0);
    const maxPerProduct = cartMaxPerProduct();
    const lines = available.map(toCartProduct);
    if (!(await requireSignIn(addBundle(EMPTY_CART, lines, maxPerProduct, language).items, addedMessage))) return false;
    if (available.length === 0) return false;
    updateCart((current) => addBundle(current, lines, maxPerProduct, language));
    return true;
  }

  return { addProduct, addRoutine, cartActions, isSignedIn: Boolean(session.data), isCheckingSession: session.isPending };
}
