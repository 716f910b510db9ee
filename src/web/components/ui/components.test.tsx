import { fireEvent, render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { ConfirmDialog } from './dialog';
import { EmptyState } from './empty-state';
import { FormField } from './form-field';
import { Input } from './input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { initTestI18n } from './test-i18n';
import { cn } from './utils';

beforeAll(() => {
  initTestI18n();
});

describe('cn', () => {
  test('a later Tailwind class overrides an earlier one of the same kind', () => {
    const isHidden = document.body.hidden;
    expect(cn('px-2 text-sm', isHidden && 'hidden', 'px-4')).toBe('text-sm px-4');
  });
});

describe('Button', () => {
  test('is a non-submitting button by default and shows its variant', () => {
    render(<Button variant="destructive">Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('bg-destructive');
  });

  test('asChild renders the child element with the button styles', () => {
    render(
      <Button asChild variant="link">
        <a href="/about">About</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link.className).toContain('underline-offset-4');
  });

  test('an icon-only button is named by its aria-label', () => {
    render(
      <Button size="icon" aria-label="Open menu">
        <Inbox aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveClass('size-10');
  });
});

describe('FormField', () => {
  test('names the control by its label and describes it by the hint', () => {
    render(
      <FormField
        label="Username"
        hint="8-30 characters, letters, numbers, underscores and hyphens only."
        required
      >
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Username/ });
    expect(input).toHaveAccessibleDescription(
      '8-30 characters, letters, numbers, underscores and hyphens only.',
    );
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('an error marks the control invalid and is read with it', () => {
    render(
      <FormField label="Email" error="Please enter a valid email" hint="We never share it.">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email');
  });

  test('an optional field says so in the label', () => {
    render(
      <FormField label="Note" optional>
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Note (Optional)' })).toBeInTheDocument();
  });

  test('works for a checkbox laid out inline', () => {
    render(
      <FormField
        label="I agree"
        layout="inline"
        error="You must agree to the Terms of Service and Privacy Policy"
      >
        <Checkbox />
      </FormField>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAccessibleDescription('You must agree to the Terms of Service and Privacy Policy');
    fireEvent.click(checkbox);
    expect(checkbox).toBeChecked();
  });
  test('wires a Select through the render-prop form to its trigger', () => {
    render(
      <FormField label="Language" error="Required">
        {(field) => (
          <Select defaultValue="en">
            <SelectTrigger {...field}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="en">English</SelectItem>
              <SelectItem value="de">Deutsch</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveTextContent('English');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Required');
  });
});

describe('Switch and Tabs', () => {
  test('a switch toggles and keeps its name', () => {
    render(<Switch aria-label="Dark mode" />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    fireEvent.click(control);
    expect(control).toBeChecked();
  });

  test('tabs show the selected panel', () => {
    render(
      <Tabs defaultValue="login">
        <TabsList aria-label="Account">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login">Login form</TabsContent>
        <TabsContent value="register">Register form</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Login form');
  });
});

describe('ConfirmDialog', () => {
  test('asks in an alertdialog and confirms only on the confirm button', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Exit</Button>}
        title="Exit the app?"
        description="Unsaved changes stay on this device."
        destructive
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit the app?' });
    expect(dialog).toHaveAccessibleDescription('Unsaved changes stay on this device.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('Cancel closes without confirming', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        onOpenChange={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('EmptyState', () => {
  test('shows a heading, a description and the action', () => {
    render(
      <EmptyState
        icon={Inbox}
        title="Your pantry is empty"
        description="Add the first item to start tracking."
        action={<Button>Add item</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your pantry is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add the first item to start tracking.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
  });
});
