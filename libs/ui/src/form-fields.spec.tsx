import { render, screen } from '@testing-library/react';
import { TextAreaField, TextField } from './form-fields.js';

describe(TextField.name, () => {
  it('is named by its label, even when the label is hidden', () => {
    render(<TextField id="email" label="Email address" hideLabel type="email" />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(screen.getByText('Email address')).toHaveClass('sr-only');
  });

  it('ties its hint and its error to the control, and marks it invalid only with an error', () => {
    const { rerender } = render(<TextField id="name" label="Name" hint="As on your ID" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField id="name" label="Name" hint="As on your ID" error="Name is required" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Name is required');
  });
});

describe(TextAreaField.name, () => {
  it('is a labelled text area whose error describes it', () => {
    render(<TextAreaField id="message" label="Message" error="Message is required" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Message is required');
  });
});
