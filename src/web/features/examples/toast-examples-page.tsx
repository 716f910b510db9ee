import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { dismissToast, toast } from '../../lib/toast-store';

/** /examples/toast: a developer page that fires every toast variant (spec §2). */
export function ToastExamplesPage() {
  const { t } = useTranslation('examples');

  const examples = [
    {
      key: 'default',
      label: t('toast.buttons.default'),
      variant: 'default' as const,
      run: () =>
        toast({ title: t('toast.samples.defaultTitle'), description: t('toast.samples.defaultDescription') }),
    },
    {
      key: 'destructive',
      label: t('toast.buttons.destructive'),
      variant: 'destructive' as const,
      run: () =>
        toast({
          variant: 'destructive',
          title: t('toast.samples.destructiveTitle'),
          description: t('toast.samples.destructiveDescription'),
        }),
    },
    {
      key: 'warning',
      label: t('toast.buttons.warning'),
      variant: 'outline' as const,
      run: () =>
        toast({
          variant: 'warning',
          title: t('toast.samples.warningTitle'),
          description: t('toast.samples.warningDescription'),
        }),
    },
    {
      key: 'chef',
      label: t('toast.buttons.chef'),
      variant: 'secondary' as const,
      run: () => toast({ variant: 'ai-chef', description: t('toast.samples.chefDescription') }),
    },
    {
      key: 'chefAction',
      label: t('toast.buttons.chefAction'),
      variant: 'secondary' as const,
      run: () =>
        toast({
          variant: 'ai-chef',
          description: t('toast.samples.chefActionDescription'),
          action: { onClick: () => toast({ description: t('toast.samples.chefActionResult') }) },
        }),
    },
    {
      key: 'withAction',
      label: t('toast.buttons.withAction'),
      variant: 'outline' as const,
      run: () =>
        toast({
          title: t('toast.samples.undoTitle'),
          description: t('toast.samples.undoDescription'),
          action: {
            label: t('toast.samples.undoLabel'),
            onClick: () => toast({ description: t('toast.samples.undoResult') }),
          },
        }),
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('toast.title')}
          </CardTitle>
          <CardDescription>{t('toast.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {examples.map((example) => (
              <Button
                key={example.key}
                variant={example.variant}
                className="h-auto min-h-10 whitespace-normal"
                onClick={example.run}
              >
                {example.label}
              </Button>
            ))}
            <Button
              variant="ghost"
              className="h-auto min-h-10 whitespace-normal"
              onClick={() => dismissToast()}
            >
              {t('toast.buttons.dismiss')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
