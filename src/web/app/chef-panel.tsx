import { BookOpen, ChefHat, CircleHelp, Home, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { useAuth } from '../lib/auth';

const SHORTCUTS = [
  { path: '/pantry', label: 'chef.shortcuts.pantry', icon: Home },
  { path: '/recipes', label: 'chef.shortcuts.recipes', icon: BookOpen },
  { path: '/settings', label: 'chef.shortcuts.settings', icon: Settings },
  { path: '/help', label: 'chef.shortcuts.help', icon: CircleHelp },
] as const;

/** The Chef's launcher (spec §2: signed-in users on non-public pages) and its window. */
export function ChefLauncher() {
  const { t } = useTranslation('nav');
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const firstName = auth.status === 'authenticated' ? auth.user.firstName : '';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="icon"
        className="fixed bottom-20 right-4 z-30 size-12 rounded-full shadow-lg md:bottom-6"
        aria-label={t('chef.open')}
        onClick={() => setOpen(true)}
      >
        <ChefHat className="size-6" aria-hidden="true" />
      </Button>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ChefHat className="size-5 text-primary" aria-hidden="true" />
            {t('chef.title')}
          </DialogTitle>
          <DialogDescription>{t('chef.greeting', { name: firstName })}</DialogDescription>
        </DialogHeader>
        <nav aria-label={t('chef.shortcutsLabel')}>
          <ul className="grid gap-2">
            {SHORTCUTS.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <Link
                  href={path}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 rounded-md border border-border p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
