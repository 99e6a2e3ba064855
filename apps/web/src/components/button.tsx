import AdmButton from 'antd-mobile/es/components/button';
import type { ComponentProps } from 'react';
import styles from './button.module.css';

type AdmButtonProps = ComponentProps<typeof AdmButton>;

/** The brand's button: the primary one carries the brand gradient and font colour. */
export function Button({
  variant = 'primary',
  className,
  ...props
}: Omit<AdmButtonProps, 'color' | 'fill'> & { variant?: 'primary' | 'secondary' }) {
  const variantClass = variant === 'primary' ? styles.primary : styles.secondary;
  return (
    <AdmButton
      {...props}
      shape="rounded"
      fill={variant === 'primary' ? 'solid' : 'outline'}
      color="primary"
      className={[variantClass, className].filter(Boolean).join(' ')}
    />
  );
}
