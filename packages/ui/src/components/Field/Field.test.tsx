import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, useFieldControl } from './Field';

function ContextInput() {
  const field = useFieldControl();
  return <input {...field} />;
}

describe('Field', () => {
  it('labels its control through a render function', () => {
    render(<Field label="Title">{(field) => <input {...field} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('labels a context-reading child', () => {
    render(
      <Field label="Title">
        <ContextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('describes the control with its hint', () => {
    render(
      <Field label="Email" hint="We never share it.">
        {(field) => <input {...field} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-errormessage');
  });

  it('marks the control invalid and points at the error', () => {
    render(
      <Field label="Email" hint="We never share it." error="Enter a valid email.">
        {(field) => <input {...field} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Enter a valid email.');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email.');
  });

  it('marks required controls and shows a decorative asterisk', () => {
    render(
      <Field label="Name" required>
        {(field) => <input {...field} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses a given id', () => {
    render(
      <Field label="Name" id="profile-name">
        {(field) => <input {...field} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('id', 'profile-name');
  });

  it('labels a group through aria-labelledby', () => {
    render(
      <Field label="Post type" kind="group">
        {(field) => <div role="radiogroup" {...field} />}
      </Field>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Post type' })).toBeInTheDocument();
  });

  it('returns null from useFieldControl outside a Field', () => {
    render(<ContextInput />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('id');
  });
});
