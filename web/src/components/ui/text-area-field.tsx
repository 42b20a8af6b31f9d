import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';
import { withBaseClass } from './class-names.ts';

export interface TextAreaFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  rows?: number;
}

/** A labelled multi-line input with its description and validation message. */
export function TextAreaField({ label, description, rows = 6, className, ...props }: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={withBaseClass('field', className)}>
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input field__input--multiline" rows={rows} />
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error" />
    </AriaTextField>
  );
}
