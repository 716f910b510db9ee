import { useTranslation } from 'react-i18next';
import type { CreateProductInput, Product } from '@shared/contracts/pantry';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast-store';
import {
  failureReason,
  useCreateProduct,
  useProductDetail,
  useUpdateProduct,
  useUploadProductImage,
} from './pantry-api';
import { ProductForm } from './product-form';

/** The form's values for an existing product. */
export function productFormInitial(product: Product): CreateProductInput & { imageUrl: string | null } {
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    defaultUnit: product.defaultUnit,
    minStock: product.minStock,
    shelfLife: product.shelfLife,
    barcodes: product.barcodes,
    conversions: product.conversions,
    notes: product.notes,
    defaultLocationId: product.defaultLocationId,
    imageUrl: product.imageUrl,
  };
}

/** Uploads a chosen image once the product exists; a failed upload keeps the product and says so. */
export function useSaveProductImage() {
  const { t } = useTranslation('pantry');
  const upload = useUploadProductImage();
  return async (productId: string, image: File | null) => {
    if (!image) return;
    try {
      await upload.mutateAsync({ id: productId, file: image });
    } catch (error) {
      toast({ variant: 'destructive', title: t('product.imageFailed'), description: failureReason(error) });
    }
  };
}

/** Creates a product (and uploads its image); resolves to it, or null when it failed (toasted). */
export function useCreateProductWithImage() {
  const { t } = useTranslation('pantry');
  const create = useCreateProduct();
  const saveImage = useSaveProductImage();
  const submit = async (input: CreateProductInput, image: File | null): Promise<Product | null> => {
    try {
      const product = await create.mutateAsync(input);
      await saveImage(product.id, image);
      toast({ title: t('product.created', { name: product.name }) });
      return product;
    } catch (error) {
      toast({ variant: 'destructive', title: t('product.createFailed'), description: failureReason(error) });
      return null;
    }
  };
  return { submit, isPending: create.isPending };
}

/** Edit a product; only the fields that changed are sent. */
export function EditProductDialog({
  productId,
  fallback,
  onClose,
}: {
  productId: string;
  /** What the list row knows, shown as the title while the product loads. */
  fallback: Pick<Product, 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('pantry');
  const detail = useProductDetail(productId);
  const update = useUpdateProduct();
  const saveImage = useSaveProductImage();
  const product = detail.data?.product;

  const onSubmit = async (input: CreateProductInput, { image }: { image: File | null }) => {
    if (!product) return;
    const before = productFormInitial(product);
    const changes: Partial<CreateProductInput> = {};
    for (const key of Object.keys(input) as Array<keyof CreateProductInput>) {
      if (JSON.stringify(input[key]) !== JSON.stringify(before[key])) {
        Object.assign(changes, { [key]: input[key] });
      }
    }
    try {
      const saved =
        Object.keys(changes).length > 0
          ? await update.mutateAsync({ id: product.id, input: changes })
          : product;
      await saveImage(product.id, image);
      toast({ title: t('product.saved', { name: saved.name }) });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: t('product.saveFailed'), description: failureReason(error) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('product.editTitle', { name: product?.name ?? fallback.name })}</DialogTitle>
          <DialogDescription>{t('product.editDescription')}</DialogDescription>
        </DialogHeader>
        {product ? (
          <ProductForm
            initial={productFormInitial(product)}
            submitLabel={t('product.save')}
            isSubmitting={update.isPending}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-destructive-ink">
            {t('entries.loadFailed')}
          </p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
