/**
 * What a list row holds beyond its columns (a profile's streams, a person's activity): read in a
 * medium modal and closed with Close, Escape or a click outside; it asks nothing.
 */
import type { ReactNode } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Modal } from '#/components/ui/modal.tsx';

export interface DetailsModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function DetailsModal({ title, onClose, children }: DetailsModalProps) {
  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="medium"
      footer={
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
