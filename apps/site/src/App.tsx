import { Button, useColorMode } from '@wegrow/ui';

/**
 * The site's frame. The route table and the screens arrive with the site issue; until then the
 * page says so plainly instead of pretending.
 */
export function App() {
  const { mode, toggle } = useColorMode();
  return (
    <>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '1rem',
        }}
      >
        <strong style={{ fontSize: '1.5rem' }}>WeGrow</strong>
        <Button variant="secondary" size="sm" onClick={toggle} aria-pressed={mode === 'dark'}>
          Dark mode
        </Button>
      </header>
      <main style={{ padding: '1rem' }}>
        <h1>WeGrow is being built</h1>
        <p>The screens of the platform arrive issue by issue; the API answers under /api.</p>
      </main>
      <footer style={{ padding: '1rem' }}>© {new Date().getFullYear()} WeGrow</footer>
    </>
  );
}
