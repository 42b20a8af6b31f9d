/**
 * spec 01 §2 /inbox: login required, not in prod (the route table excludes it there). The route
 * composes the inbox with the templates feature: the reply composer's template picker.
 */
import { Inbox } from '#/features/inbox/components/inbox.tsx';
import { ReplyComposer } from '#/features/inbox/components/reply-composer.tsx';
import { TemplatePicker } from '#/features/templates/components/template-picker.tsx';

export default function InboxRoute() {
  return (
    <Inbox
      renderComposer={(item, focusKey, onReplied) => (
        <ReplyComposer
          // A new post starts with an empty reply.
          key={item.id}
          item={item}
          focusKey={focusKey}
          onReplied={onReplied}
          templatePicker={(insert) => <TemplatePicker onInsert={insert} />}
        />
      )}
    />
  );
}
