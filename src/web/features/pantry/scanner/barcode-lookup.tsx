import { useQueryClient } from '@tanstack/react-query';
import { Minus, PackageOpen, Plus, ScanBarcode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type {
  BarcodeLookupResponse,
  CreateProductInput,
  Product,
  ProductDraft,
  StockChangeResponse,
} from '@shared/contracts/pantry';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast-store';
import {
  failureReason,
  pantryKeys,
  useAddStock,
  useBarcodeLookup,
  useConsume,
  useCreateProduct,
  useOpenEntry,
  useProductDetail,
  useUploadProductImage,
} from '../pantry-api';
import { formatAmount } from '../pantry-format';
import { ProductForm } from '../product-form';
import { useUndoToast } from '../undo-toast';

export type BarcodeLookupProps = {
  code: string;
  /** Back to the scanner for the next code; absent where there is no scanner (the pantry's dialog). */
  onScanAnother?: () => void;
  /** Leave (the product form's Cancel, the "Open pantry" link). */
  onDone: () => void;
};

/**
 * What a scanned barcode is: GET /api/products/lookup. This household's product shows with its
 * stock and one-tap Add (one pack), Consume (one pack) and Open; otherwise a "new product" form
 * prefilled from the catalogue or Open Food Facts (or only the barcode), whose product remembers
 * the barcode, after which the same one-tap actions appear.
 */
export function BarcodeLookup({ code, onScanAnother, onDone }: BarcodeLookupProps) {
  const { t } = useTranslation(['scanner', 'pantry']);
  const lookup = useBarcodeLookup(code);
  const [created, setCreated] = useState<Product | null>(null);

  let content;
  if (lookup.isPending) {
    content = (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">{t('lookup.loading')}</span>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (lookup.isError) {
    content = (
      <div className="grid gap-3">
        <p role="alert" className="text-sm font-medium text-destructive-ink">
          {t('lookup.failed')}
        </p>
        <Button variant="outline" className="w-fit" onClick={() => void lookup.refetch()}>
          {t('lookup.retry')}
        </Button>
      </div>
    );
  } else {
    const product =
      lookup.data.product ?? (created && created.barcodes.some((b) => b.code === code) ? created : null);
    // The household's product comes back with the barcode as it stores it (the scan may have read
    // another form of it, a UPC-A for the stored EAN-13): one tap adds a pack by that barcode.
    const productCode = lookup.data.product ? lookup.data.barcode : code;
    content = product ? (
      <KnownProduct
        product={product}
        code={productCode}
        justCreated={created?.id === product.id}
        onDone={onDone}
      />
    ) : (
      <NewProduct lookup={lookup.data} onCreated={setCreated} onCancel={onDone} />
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('lookup.scanned')} <span className="font-mono text-foreground">{code}</span>
      </p>
      {content}
      {onScanAnother && (
        <Button variant="ghost" className="w-fit" onClick={onScanAnother}>
          <ScanBarcode aria-hidden="true" />
          {t('lookup.scanAnother')}
        </Button>
      )}
    </div>
  );
}

function KnownProduct({
  product,
  code,
  justCreated,
  onDone,
}: {
  product: Product;
  code: string;
  justCreated: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['scanner', 'pantry']);
  const showUndoToast = useUndoToast();
  const addStock = useAddStock();
  const consume = useConsume();
  const openEntry = useOpenEntry();
  const detail = useProductDetail(product.id);
  const busy = addStock.isPending || consume.isPending || openEntry.isPending;

  const pack = product.barcodes.find((barcode) => barcode.code === code) ?? null;
  const packText = pack ? formatAmount(t, i18n.language, pack.packQuantity, pack.packUnit) : null;
  const total = formatAmount(t, i18n.language, product.totalQuantity, product.defaultUnit);
  // The entry an "Open" opens: the first unopened one in first-expiring-first order.
  const toOpen = detail.data?.entries.find((entry) => entry.openedOn === null) ?? null;

  const done = (response: StockChangeResponse) => showUndoToast(response, { productName: product.name });
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('actions.failed'), description: failureReason(error) });

  const handleAdd = () =>
    addStock.mutate(
      pack ? { barcode: code } : { productId: product.id, quantity: 1, unit: product.defaultUnit },
      { onSuccess: done, onError: failed },
    );
  const handleConsume = () =>
    consume.mutate(
      {
        productId: product.id,
        quantity: pack?.packQuantity ?? 1,
        unit: pack?.packUnit ?? product.defaultUnit,
        allowPartial: true,
      },
      { onSuccess: done, onError: failed },
    );
  const handleOpen = () => {
    if (toOpen) openEntry.mutate({ entryId: toOpen.id }, { onSuccess: done, onError: failed });
  };

  return (
    <section aria-labelledby="lookup-product-name" className="grid gap-4">
      {justCreated && (
        <p role="status" className="rounded-md bg-success/15 p-3 text-sm">
          {t('lookup.created', { name: product.name })}
        </p>
      )}
      <div className="flex gap-3">
        {product.imageUrl && (
          <img
            src={product.imageUrl}
            alt=""
            className="size-16 shrink-0 rounded-md border object-cover"
            width="64"
            height="64"
          />
        )}
        <div className="grid min-w-0 gap-1">
          <h3 id="lookup-product-name" className="text-lg leading-tight font-semibold break-words">
            {product.name}
          </h3>
          {product.brand && <p className="text-sm text-muted-foreground">{product.brand}</p>}
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={product.stockLabel === 'in_stock' ? 'success' : 'secondary'}>
              {t(`labels.${product.stockLabel}`, { ns: 'pantry' })}
            </Badge>
            {product.expiryLabel && (
              <Badge variant={product.expiryLabel === 'expired' ? 'destructive' : 'warning'}>
                {t(`labels.${product.expiryLabel}`, { ns: 'pantry' })}
              </Badge>
            )}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('lookup.inStock')}</dt>
        <dd data-testid="lookup-stock">{total}</dd>
        {packText && (
          <>
            <dt className="text-muted-foreground">{t('lookup.pack')}</dt>
            <dd>{packText}</dd>
          </>
        )}
      </dl>
      <div className="grid gap-2 sm:grid-cols-3">
        <Button disabled={busy} onClick={handleAdd}>
          <Plus aria-hidden="true" />
          {t('actions.add')}
        </Button>
        <Button variant="outline" disabled={busy || product.totalQuantity <= 0} onClick={handleConsume}>
          <Minus aria-hidden="true" />
          {t('actions.consume')}
        </Button>
        <Button variant="outline" disabled={busy || !toOpen} onClick={handleOpen}>
          <PackageOpen aria-hidden="true" />
          {t('actions.open')}
        </Button>
      </div>
      <Button variant="link" asChild className="h-auto w-fit px-0">
        <Link href={`/pantry?q=${encodeURIComponent(product.name)}&includeEmpty=true`} onClick={onDone}>
          {t('lookup.showInPantry')}
        </Link>
      </Button>
    </section>
  );
}

/** The form's starting values: the draft's guesses, and the scanned barcode with its pack size. */
export function draftToInitial(
  code: string,
  draft: ProductDraft | null,
): Partial<CreateProductInput> & { imageUrl?: string | null } {
  // Nothing known: one piece per scan, in a product counted in pieces, until the user says otherwise
  // (a pack unit the product's unit cannot convert to would make every scan fail).
  if (!draft)
    return { name: '', defaultUnit: 'piece', barcodes: [{ code, packQuantity: 1, packUnit: 'piece' }] };
  return {
    name: draft.name,
    brand: draft.brand,
    category: draft.category,
    defaultUnit: draft.defaultUnit,
    shelfLife: draft.shelfLife,
    barcodes: [
      {
        code,
        packQuantity: draft.packQuantity ?? 1,
        packUnit: draft.packUnit ?? draft.defaultUnit,
      },
    ],
    imageUrl: draft.imageUrl,
  };
}

function NewProduct({
  lookup,
  onCreated,
  onCancel,
}: {
  lookup: BarcodeLookupResponse;
  onCreated: (product: Product) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['scanner', 'pantry']);
  const queryClient = useQueryClient();
  const createProduct = useCreateProduct();
  const uploadImage = useUploadProductImage();
  const initial = draftToInitial(lookup.barcode, lookup.draft);

  const handleSubmit = async (input: CreateProductInput, extras: { image: File | null }) => {
    let product: Product;
    try {
      product = await createProduct.mutateAsync(input);
    } catch (error) {
      toast({ variant: 'destructive', title: t('lookup.createFailed'), description: failureReason(error) });
      return;
    }
    // The draft's picture is already on our server; the new product gets its own copy of it.
    const image: Blob | null =
      extras.image ?? (lookup.draft?.imageUrl ? await fetchImage(lookup.draft.imageUrl) : null);
    if (image) {
      try {
        product = await uploadImage.mutateAsync({ id: product.id, file: image });
      } catch (error) {
        toast({ variant: 'warning', title: t('lookup.imageFailed'), description: failureReason(error) });
      }
    }
    onCreated(product);
    // Next time this barcode is scanned, the lookup finds the product.
    void queryClient.invalidateQueries({ queryKey: pantryKeys.lookup(lookup.barcode) });
  };

  const intro =
    lookup.source === 'none'
      ? t('lookup.unknown')
      : t('lookup.draft', { source: t(`lookup.sources.${lookup.source}`) });

  return (
    <section aria-labelledby="lookup-new-heading" className="grid gap-3">
      <h3 id="lookup-new-heading" className="text-lg font-semibold">
        {t('lookup.newHeading')}
      </h3>
      <p className="text-sm text-muted-foreground">{intro}</p>
      <ProductForm
        initial={initial}
        submitLabel={t('lookup.create')}
        isSubmitting={createProduct.isPending || uploadImage.isPending}
        onSubmit={handleSubmit}
        onCancel={onCancel}
      />
    </section>
  );
}

async function fetchImage(url: string): Promise<Blob | null> {
  try {
    const res = await fetch(url, { credentials: 'include' });
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}
