import { ChefHat } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Dialog, DialogTrigger } from '../components/ui/dialog';
import { useChefTimers } from '../features/chef/use-chef-timers';
import { useChefTips } from '../features/chef/use-chef-tips';
import { useAuth } from '../lib/auth';
import { i18next } from '../lib/i18n';

// The window's code and words load on the first opening (or as the pointer nears the launcher).
const loadWindow = () => import('../features/chef/chef-window');
const ChefWindow = lazy(() => loadWindow().then((m) => ({ default: m.ChefWindow })));

function prepareWindow() {
  void loadWindow();
  void i18next.loadNamespaces('chef');
}

/**
 * The Chef's launcher (spec §2: signed-in users on non-public pages) and its chat window. It also
 * holds what outlives the window: the Chef's timers, and the 'Chef Says' tips.
 */
export function ChefLauncher() {
  const { t } = useTranslation('nav');
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const timers = useChefTimers({ windowOpen: open });
  useChefTips({ paused: open });
  const firstName = auth.status === 'authenticated' ? auth.user.firstName : '';
  return (
    <Dialog open={open} onOpenChange={setOpen} modal={false}>
      <DialogTrigger asChild>
        <Button
          size="icon"
          className="fixed right-4 bottom-20 z-30 size-12 rounded-full shadow-lg md:bottom-6"
          aria-label={t('chef.open')}
          onPointerEnter={prepareWindow}
          onFocus={prepareWindow}
        >
          <ChefHat className="size-6" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      {open && (
        <Suspense fallback={null}>
          <ChefWindow timers={timers} firstName={firstName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
