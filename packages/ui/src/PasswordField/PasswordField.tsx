import { useState } from 'react';
import { IconButton } from '../IconButton';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
}

/** A password input with a show/hide toggle button whose accessible name says what it will do. */
export function PasswordField({
  defaultVisible = false,
  showLabel = 'Mostrar contraseña',
  hideLabel = 'Ocultar contraseña',
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? hideLabel : showLabel}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          disabled={disabled}
          onClick={() => setVisible((value) => !value)}
        />
      }
    />
  );
}
