import { useId, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const OTP_LENGTH = 6;

interface OtpInputsProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit boxes that behave like one field: a digit moves on to the next box, Backspace
 * in an empty box goes back and clears the one before, the arrows move, and a pasted (or
 * SMS-autofilled) code spreads over the boxes from the one it lands in.
 */
export function OtpInputs({ digits, onChange, invalid = false }: OtpInputsProps) {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fill = (from: number, text: string) => {
    const next = [...digits];
    const start = text.length >= OTP_LENGTH ? 0 : from;
    const spread = text.slice(0, OTP_LENGTH - start).split('');
    spread.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focus(start + spread.length);
  };

  const onInput = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed.length > 1) return fill(index, typed.length >= OTP_LENGTH ? typed : typed.slice(-1));
    const next = [...digits];
    next[index] = typed;
    onChange(next);
    if (typed) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // In right-to-left text the next box is on the left.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === forward) {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === back) {
      event.preventDefault();
      focus(index - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted) fill(index, pasted);
  };

  return (
    <div className="otp-inputs">
      {digits.map((digit, index) => (
        <div key={index}>
          <label className="visually-hidden" htmlFor={`${id}-${index}`}>
            {t('demo.account.twoSteps.digit', { position: index + 1, count: OTP_LENGTH })}
          </label>
          <input
            id={`${id}-${index}`}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            // Typing over a filled box replaces its digit.
            onFocus={(event) => event.target.select()}
          />
        </div>
      ))}
    </div>
  );
}
