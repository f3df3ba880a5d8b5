import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { applyColorMode } from '../../theme/colorMode';
import { Button, buttonSizes, buttonVariants } from './Button';

/** The sRGB channels of a computed colour (`rgb(…)` or `rgba(…)`). */
function channels(color: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** WCAG 2 contrast ratio between two computed colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save Entry', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Entry' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Continue Browsing' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Yes, Delete' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

/** Busy: a spinner, and a press does nothing. It keeps the focus of whoever pressed it. */
export const Loading: Story = {
  parameters: { visual: { busy: true } },
  args: { loading: true, children: 'Saving…' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const disabledLabels = {
  primary: 'Update Username',
  secondary: 'Cancel',
  ghost: 'Skip',
  danger: 'Delete',
} as const;

/**
 * Disabled, in every variant: a sunken face with a dashed edge and muted text, so it reads as "not
 * available now" rather than as a faded (broken-looking) action. Full opacity: the text keeps 4.5:1
 * and the edge 3:1 against the page, in light and dark.
 */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {disabledLabels[variant]}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(buttonVariants.length);
    try {
      for (const mode of ['light', 'dark'] as const) {
        applyColorMode(mode);
        const page = getComputedStyle(document.body).backgroundColor;
        for (const button of buttons) {
          await expect(button).toBeDisabled();
          await waitFor(() => {
            const style = getComputedStyle(button);
            expect(style.opacity).toBe('1');
            expect(style.borderTopStyle).toBe('dashed');
            expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
            expect(contrast(style.borderTopColor, page)).toBeGreaterThanOrEqual(3);
          });
        }
      }
    } finally {
      applyColorMode('light');
    }
  },
};

export const WithIcon: Story = { args: { icon: '🌱', children: 'Plant a seed' } };

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="#login">Go to Login</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '#login',
    );
  },
};
