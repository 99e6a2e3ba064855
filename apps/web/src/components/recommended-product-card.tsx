import { RECOMMENDED_PRODUCT_DISABLED, type ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import styles from './recommended-product-card.module.css';

export type RecommendedProduct = ResponseOf<typeof endpoints.unionErrorInfo>['family'][number];

export function isProductClickable(product: RecommendedProduct): boolean {
  return product.flag !== RECOMMENDED_PRODUCT_DISABLED;
}

function CardContent({ product }: { product: RecommendedProduct }) {
  return (
    <>
      <span className={styles.head}>
        {product.logo ? (
          <img className={styles.logo} src={product.logo} alt="" width={36} height={36} />
        ) : null}
        <span className={styles.name}>{product.name}</span>
        <span className={styles.action}>{product.buttonText}</span>
      </span>
      <span className={styles.figures}>
        <span className={styles.figure}>
          <span className={styles.amount}>{product.range}</span>
          <span className={styles.caption}>{product.rangeDesc}</span>
        </span>
        <span className={styles.figure}>
          <span className={styles.amount}>{product.rate}</span>
          <span className={styles.caption}>{product.description}</span>
        </span>
      </span>
    </>
  );
}

/** One recommended product: the whole card is the tap target, unless its flag makes it inert. */
export function RecommendedProductCard({
  product,
  onOpen,
}: {
  product: RecommendedProduct;
  onOpen: () => void;
}) {
  if (!isProductClickable(product)) {
    return (
      <div className={`${styles.card} ${styles.inert}`} aria-disabled="true">
        <CardContent product={product} />
      </div>
    );
  }
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <CardContent product={product} />
    </button>
  );
}
