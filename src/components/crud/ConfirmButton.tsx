// A button whose action is asked first (react-admin's Confirm): blocking, disabling, ending a
// session, answering a proposal. The caller gives the texts and what to do once confirmed.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Confirm } from 'react-admin';

export interface ConfirmButtonProps {
  /** The button's visible text and its fuller accessible name, both already translated. */
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** The question's i18n keys and their values. */
  title: string;
  content: string;
  titleOptions?: Record<string, unknown>;
  contentOptions?: Record<string, unknown>;
  onConfirm: () => void;
}

export function ConfirmButton({ label, ariaLabel, icon, color, variant, size = 'small', disabled, title, content, titleOptions, contentOptions, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} color={color} startIcon={icon} disabled={disabled} aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={asking}
        title={title}
        content={content}
        titleTranslateOptions={titleOptions}
        contentTranslateOptions={contentOptions}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
