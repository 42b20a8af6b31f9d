/** The reply composer's template picker: the templates modal in select mode (spec 02 §2). */
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { TemplatesModal } from './templates-modal.tsx';

export function TemplatePicker({ onInsert }: { onInsert: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Use a template
      </Button>
      <TemplatesModal mode="select" isOpen={open} onClose={() => setOpen(false)} onSelect={onInsert} />
    </>
  );
}
