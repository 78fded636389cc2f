import { TextInput, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './password-field.module.css';

/**
 * A password input with a button that shows what was typed. Mantine's PasswordInput does the same
 * with an ActionIcon and styles of its own, about 2.3 KiB of compressed JavaScript on the home
 * page, whose budget is 120 KB (decision 008). The button is reachable with the keyboard.
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionPointerEvents="all"
      rightSection={
        <button
          type="button"
          className={classes.toggle}
          aria-label="Mostrar u ocultar la contraseña"
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        </button>
      }
    />
  );
}
