import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/contracts/pantry';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../lib/toast-store';
import { failureReason, useDeleteProduct } from './pantry-api';

/** Deleting a product removes it and all its stock, after a confirmation. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: Pick<Product, 'id' | 'name'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('pantry');
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('product.deleteTitle', { name: product?.name ?? '' })}
      description={t('product.deleteDescription')}
      confirmLabel={t('product.delete')}
      destructive
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.id, {
          onSuccess: () => toast({ title: t('product.deleted', { name: product.name }) }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('product.deleteFailed'),
              description: failureReason(error),
            }),
        });
      }}
    />
  );
}
