import type { Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its description and validation message (react-aria TextField). */
export function TextField({
  label,
  description,
  placeholder,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withBaseClass('field', className)}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} ref={inputRef} />
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error" />
    </AriaTextField>
  );
}
