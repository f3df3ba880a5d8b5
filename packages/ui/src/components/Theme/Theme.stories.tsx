import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { LocaleProvider } from './LocaleProvider';
import { Theme, themeAppearances } from './Theme';

const meta = {
  title: 'Layout/Theme',
  component: Theme,
  subcomponents: { LocaleProvider },
  tags: ['autodocs'],
  args: { appearance: 'inherit' },
  argTypes: {
    appearance: { control: 'inline-radio', options: themeAppearances },
    as: { control: false },
    children: { control: false },
  },
  // The pictures would repeat Dialog's; the play function checks the colours instead.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof Theme>;

export default meta;
type Story = StoryObj<typeof meta>;

/** darkColors.surface.overlay (#222b22) and darkColors.surface.canvas (#141a14) in tokens.ts. */
const DARK_OVERLAY = 'rgb(34, 43, 34)';
const DARK_CANVAS = 'rgb(20, 26, 20)';

/**
 * A dark section inside the page's theme (the toolbar's). The Dialog opened from it portals into
 * the section's Theme root, so it renders dark even on a light page.
 */
export const NestedDarkSectionWithDialog: Story = {
  render: (args) => (
    <Theme {...args}>
      <Box padding="5">
        <Stack gap="4">
          <Heading level={2}>Riverside Gardens</Heading>
          <Text>The page follows the toolbar's theme.</Text>
          <Theme appearance="dark" as="section" aria-label="Night shift">
            <Box padding="5">
              <Stack gap="3">
                <Heading level={3}>Night shift</Heading>
                <Dialog
                  title="Night watering"
                  description="Sign up for an evening round."
                  trigger={<Button>Plan the night shift</Button>}
                >
                  <Text>The dialog keeps the dark theme of its section.</Text>
                </Dialog>
              </Stack>
            </Box>
          </Theme>
        </Stack>
      </Box>
    </Theme>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Night shift' });
    await expect(getComputedStyle(section).backgroundColor).toBe(DARK_CANVAS);
    await userEvent.click(canvas.getByRole('button', { name: 'Plan the night shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Night watering' });
    await expect(section).toContainElement(dialog);
    await expect(getComputedStyle(dialog).backgroundColor).toBe(DARK_OVERLAY);
  },
};
