import { Form as AriaForm, type FormProps } from 'react-aria-components';
import { Button } from './button.tsx';

export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={className ? `form ${className}` : 'form'} />;
}

export interface FormActionsProps {
  onCancel: () => void;
  /** The submit's verb: 'Save', 'Create team', 'Send invite'. */
  submitLabel: string;
  /** True while the save runs: the submit shows it and takes no second press. */
  isPending: boolean;
}

/** The closing buttons of a form: Cancel, then the submit (the order every form keeps). */
export function FormActions({ onCancel, submitLabel, isPending }: FormActionsProps) {
  return (
    <div className="card__actions">
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}
