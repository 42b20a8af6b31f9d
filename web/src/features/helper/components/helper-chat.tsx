/**
 * The helper chat (spec 01 §3, §7): questions answered from the profile's data (counts,
 * sentiment, topics, networks, trends); when the helper cannot answer it says so and offers
 * questions it can. Each answer can be asked again from the current data, and voted on (a down
 * vote may carry a reason). The conversation is kept (utils/conversation.ts), so a reload or a
 * visit elsewhere recovers it.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useTimeZone } from '#/lib/time-zone.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { ask, downVote, type HelperMessage, recover, startChat, upVote } from '../api/helper.ts';
import {
  type Conversation,
  forgetConversation,
  loadConversation,
  saveConversation,
} from '../utils/conversation.ts';

export interface HelperChatProps {
  accountId: number;
  /** A question chosen elsewhere (a pinned question), asked once. */
  pending: string | null;
  onPendingTaken: () => void;
}

export function HelperChat({ accountId, pending, onPendingTaken }: HelperChatProps) {
  const timeZone = useTimeZone();
  const [conversation, setConversation] = useState<Conversation>(() => loadConversation(accountId));
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [downVoting, setDownVoting] = useState<HelperMessage | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => saveConversation(accountId, conversation), [accountId, conversation]);
  useEffect(() => {
    if (conversation.messages.length) endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [conversation.messages.length]);

  const replace = (m: HelperMessage) =>
    setConversation((c) => ({ ...c, messages: c.messages.map((x) => (x.id === m.id ? m : x)) }));

  async function send(text: string) {
    const q = text.trim();
    if (!q || busy) return;
    setBusy(true);
    try {
      const chatId = conversation.chatId ?? (await startChat()).id;
      const message = await ask(chatId, q);
      setConversation((c) => ({ chatId, messages: [...c.messages, message] }));
      setQuestion('');
    } catch (error) {
      showToast(readFormError(error).join(' '));
    } finally {
      setBusy(false);
    }
  }

  // A pinned question chosen in the side panel is asked here, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the state of this render on purpose.
  useEffect(() => {
    if (pending === null) return;
    onPendingTaken();
    void send(pending);
  }, [pending]);

  async function act(label: string, run: () => Promise<HelperMessage>) {
    try {
      replace(await run());
      showToast(label, 'success');
    } catch (error) {
      showToast(readFormError(error).join(' '));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(question);
  }

  return (
    <section className="card helper-chat" aria-labelledby="helper-chat-heading">
      <div className="helper-chat__head">
        <h2 id="helper-chat-heading" className="card__title">
          Ask about your posts
        </h2>
        {conversation.messages.length > 0 && (
          <Button
            variant="quiet"
            onPress={() => {
              forgetConversation(accountId);
              setConversation({ chatId: null, messages: [] });
            }}
          >
            New conversation
          </Button>
        )}
      </div>
      {conversation.messages.length === 0 ? (
        <p className="helper-chat__empty">
          Ask how many posts you had, how sentiment or volume is trending, or which topics and networks lead —
          the helper answers from your data.
        </p>
      ) : (
        <ol className="helper-chat__messages" aria-label="Conversation">
          {conversation.messages.map((m) => (
            <li key={m.id} className="helper-message">
              <p className="helper-message__question">
                <span className="visually-hidden">You asked: </span>
                {m.question}
              </p>
              <div
                className={
                  m.answered
                    ? 'helper-message__answer'
                    : 'helper-message__answer helper-message__answer--unknown'
                }
              >
                <span className="visually-hidden">Helper: </span>
                {m.answer}
                <time className="helper-message__time" dateTime={m.createdAt}>
                  {formatDateTime(m.createdAt, timeZone)}
                </time>
              </div>
              {m.suggestions.length > 0 && (
                <ul className="helper-message__suggestions" aria-label="Questions the helper can answer">
                  {m.suggestions.map((s) => (
                    <li key={s}>
                      <Button variant="secondary" className="button--small" onPress={() => void send(s)}>
                        {s}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <div className="helper-message__actions">
                <Button
                  variant="quiet"
                  className="button--small"
                  aria-label={`Answer again: ${m.question}`}
                  onPress={() => act('Answered again from the current data.', () => recover(m))}
                >
                  Answer again
                </Button>
                <Button
                  variant="quiet"
                  className="button--small"
                  aria-pressed={m.vote === 'up'}
                  aria-label={`Helpful: ${m.question}`}
                  onPress={() => act('Thanks for the vote.', () => upVote(m))}
                >
                  Helpful
                </Button>
                <Button
                  variant="quiet"
                  className="button--small"
                  aria-pressed={m.vote === 'down'}
                  aria-label={`Not helpful: ${m.question}`}
                  onPress={() => setDownVoting(m)}
                >
                  Not helpful
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div ref={endRef} />
      <Form onSubmit={handleSubmit} className="helper-chat__ask" aria-label="Ask the helper">
        <TextField
          name="question"
          label="Your question"
          placeholder="How many posts in the last 7 days?"
          value={question}
          onChange={setQuestion}
          maxLength={1000}
        />
        <Button type="submit" isPending={busy} isDisabled={!question.trim()}>
          Ask
        </Button>
      </Form>
      {downVoting && (
        <DownVoteModal
          message={downVoting}
          onClose={() => setDownVoting(null)}
          onSend={(reason) => {
            const m = downVoting;
            setDownVoting(null);
            void act('Thanks, your feedback was recorded.', () => downVote(m, reason));
          }}
        />
      )}
    </section>
  );
}

function DownVoteModal({
  message,
  onClose,
  onSend,
}: {
  message: HelperMessage;
  onClose: () => void;
  onSend: (reason: string) => void;
}) {
  const [reason, setReason] = useState(message.downVoteReason ?? '');
  return (
    <Modal
      title="What was wrong with the answer?"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button onPress={() => onSend(reason)}>Send</Button>
        </>
      }
    >
      <TextAreaField
        label="Reason (optional)"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={setReason}
        autoFocus
      />
    </Modal>
  );
}
