/**
 * The annotations of a time chart as text, under it (issue 11: every chart has a text
 * alternative): date (a period "from … to …", our `endDate`), layer, title and note — a spike
 * alert's note is its why. Writers edit and
 * delete from here (spec 02 §7 PATCH, DELETE).
 */
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { useDeleteAnnotation } from '../api/annotations.ts';
import type { Annotation, Layer } from '../utils/annotations-view.ts';

export interface AnnotationsListProps {
  annotations: readonly Annotation[];
  layers: readonly Layer[];
  timeZone: string;
  widgetTitle: string;
  /** null for readers. */
  onEdit: ((annotation: Annotation) => void) | null;
}

export function AnnotationsList({
  annotations,
  layers,
  timeZone,
  widgetTitle,
  onEdit,
}: AnnotationsListProps) {
  const [deleting, setDeleting] = useState<Annotation | null>(null);
  const remove = useDeleteAnnotation();
  return (
    <>
      <ul className="annotations-list" aria-label={`Annotations on ${widgetTitle.toLowerCase()}`}>
        {annotations.map((a) => {
          const layer = layers.find((l) => l.id === a.layerId);
          return (
            <li key={a.id} className="annotations-list__item">
              <span
                className="layer-swatch"
                style={{ backgroundColor: layer?.color ?? '#5f6b7a' }}
                aria-hidden="true"
              />
              <div className="annotations-list__body">
                <p className="annotations-list__head">
                  {a.endDate ? (
                    <span>
                      from <time dateTime={a.anchorDate}>{formatDateTime(a.anchorDate, timeZone)}</time> to{' '}
                      <time dateTime={a.endDate}>{formatDateTime(a.endDate, timeZone)}</time>
                    </span>
                  ) : (
                    <time dateTime={a.anchorDate}>{formatDateTime(a.anchorDate, timeZone)}</time>
                  )}
                  <span className="annotations-list__layer">{layer?.name}</span>
                </p>
                <p className="annotations-list__name">{a.name}</p>
                {a.text ? <p className="annotations-list__text">{a.text}</p> : null}
              </div>
              {onEdit ? (
                <div className="annotations-list__actions">
                  <Button variant="quiet" onPress={() => onEdit(a)} aria-label={`Edit ${a.name}`}>
                    Edit
                  </Button>
                  <Button variant="quiet" onPress={() => setDeleting(a)} aria-label={`Delete ${a.name}`}>
                    Delete
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmationModal
        isOpen={deleting !== null}
        title="Delete annotation"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast(`Annotation “${deleting.name}” deleted.`, 'success');
              setDeleting(null);
            },
            onError: (error) => showToast(readFormError(error).join(' ')),
          });
        }}
      >
        <p>“{deleting?.name}” is removed from every chart and for everyone who sees its layer.</p>
      </ConfirmationModal>
    </>
  );
}
