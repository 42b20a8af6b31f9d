/**
 * The open item's reply composer (issue 12): write or insert a template (the picker is composed
 * by the route), send, or mark the post replied when it was answered elsewhere. R focuses it.
 */
import { replyBodySchema } from '@sl/api-contract/schemas/feed';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { type FieldErrors, fieldErrors } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { type FeedItem, useReply } from '../api/inbox.ts';

export interface ReplyComposerProps {
  item: FeedItem;
  /** Changes each time R is pressed: the composer takes the focus. */
  focusKey: number;
  /** Called once the reply or 'mark replied' is recorded (flow mode moves on, spec 02 §4). */
  onReplied?: () => void;
  templatePicker: (insert: (message: string) => void) => ReactNode;
}

export function ReplyComposer({ item, focusKey, templatePicker, onReplied }: ReplyComposerProps) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reply = useReply();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusKey > 0) box.current?.querySelector('textarea')?.focus();
  }, [focusKey]);

  const send = (value: string | null) => {
    if (value !== null) {
      const found = fieldErrors(replyBodySchema, { text: value });
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    reply.mutate(
      { id: item.id, text: value },
      {
        onSuccess: () => {
          setText('');
          showToast(value === null ? 'Post marked replied.' : 'Reply sent.', 'success');
          onReplied?.();
        },
        onError: (e) => showToast(readFormError(e)[0] ?? 'Something went wrong'),
      },
    );
  };

  return (
    <div ref={box} className="reply-composer">
      <Form
        aria-label="Reply"
        validationErrors={errors}
        onSubmit={(e) => {
          e.preventDefault();
          send(text);
        }}
      >
        <TextAreaField
          name="text"
          label={`Reply to @${item.username}`}
          rows={3}
          value={text}
          onChange={setText}
        />
        <div className="reply-composer__actions">
          {templatePicker((message) => setText((t) => (t ? `${t}\n${message}` : message)))}
          <Button type="submit" isPending={reply.isPending}>
            Send reply
          </Button>
          {!item.isReplied && (
            <Button variant="quiet" onPress={() => send(null)}>
              Mark replied
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
