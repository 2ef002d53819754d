"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { callError } from "@parlo/app-ui/trpc";
import { Button, Input, Textarea } from "@parlo/ui";
import { fieldAria, FormField } from "@parlo/ui/form-field";
import { LazyDialog } from "@parlo/ui/lazy-dialog";
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  ZAnnouncement,
  type TAnnouncement,
  type TOrgSummary,
} from "@parlo/validators";
import { Controller, useForm } from "react-hook-form";
import { announce, type ClientsScope } from "./clients-api";

interface AnnounceProps {
  scope: ClientsScope;
  orgs: readonly TOrgSummary[];
  onClose: () => void;
  onSent: (sent: number) => void;
}

/**
 * The agency's announcement (Clients page): a title and a message for the clients it ticks, by
 * organization; each gets it in its bell, and by e-mail when its settings say so.
 */
export function AnnounceDialog({ open, ...props }: AnnounceProps & { open: boolean }) {
  return (
    <LazyDialog
      open={open}
      title="Send an announcement"
      description="It shows in the chosen clients' notifications, and is e-mailed to those who get notifications by e-mail."
      onClose={props.onClose}
      className="max-w-lg"
    >
      {open ? <AnnounceForm {...props} /> : null}
    </LazyDialog>
  );
}

function AnnounceForm({ scope, orgs, onClose, onSent }: AnnounceProps) {
  const form = useForm<TAnnouncement>({
    resolver: zodResolver(ZAnnouncement),
    defaultValues: { title: "", body: "", clientIds: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const everyone = orgs.flatMap((org) => org.clients.map((client) => client.id));

  const submit = form.handleSubmit(async (values) => {
    try {
      const { sent } = await announce(scope, values);
      onSent(sent);
    } catch (error) {
      form.setError("root", { message: callError(error, ANNOUNCEMENT_MESSAGES.failed).message });
    }
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate aria-label="Announcement">
      <FormField id="announcement-title" label="Title" error={errors.title?.message}>
        <Input
          id="announcement-title"
          maxLength={ANNOUNCEMENT_LIMITS.titleMax}
          autoComplete="off"
          {...fieldAria("announcement-title", false, errors.title?.message)}
          {...form.register("title")}
        />
      </FormField>
      <FormField id="announcement-body" label="Message" error={errors.body?.message}>
        <Textarea
          id="announcement-body"
          rows={4}
          maxLength={ANNOUNCEMENT_LIMITS.bodyMax}
          {...fieldAria("announcement-body", false, errors.body?.message)}
          {...form.register("body")}
        />
      </FormField>
      <Controller
        control={form.control}
        name="clientIds"
        render={({ field }) => {
          const chosen = new Set(field.value);
          const toggle = (id: string) =>
            field.onChange(chosen.has(id) ? field.value.filter((other) => other !== id) : [...field.value, id]);
          const allChosen = everyone.length > 0 && everyone.every((id) => chosen.has(id));
          return (
            <div
              role="group"
              aria-labelledby="announcement-clients-label"
              className="flex min-w-0 flex-col gap-2"
              aria-describedby={errors.clientIds ? "announcement-clients-error" : undefined}
            >
              <div className="flex items-center justify-between gap-2">
                <p id="announcement-clients-label" className="text-sm font-medium">
                  Clients
                </p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => field.onChange(allChosen ? [] : everyone)}
                  disabled={everyone.length === 0}
                >
                  {allChosen ? "Clear" : "Select all"}
                </Button>
              </div>
              <div className="max-h-56 overflow-x-hidden overflow-y-auto rounded-md border border-border p-2">
                {orgs.every((org) => org.clients.length === 0) ? (
                  <p className="p-2 text-sm text-muted-foreground">No clients yet.</p>
                ) : (
                  orgs
                    .filter((org) => org.clients.length > 0)
                    .map((org) => (
                      <div key={org.id} className="py-1">
                        <p className="px-2 py-1 text-xs font-medium text-muted-foreground">{org.name}</p>
                        {org.clients.map((client) => (
                          <label
                            key={client.id}
                            className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted"
                          >
                            <input
                              type="checkbox"
                              className="size-4 accent-primary"
                              checked={chosen.has(client.id)}
                              onChange={() => toggle(client.id)}
                            />
                            <span className="max-w-[60%] truncate">{client.name}</span>
                            <span className="min-w-0 truncate text-muted-foreground">{client.email}</span>
                          </label>
                        ))}
                      </div>
                    ))
                )}
              </div>
              {errors.clientIds?.message ? (
                <p id="announcement-clients-error" className="text-[13px] font-medium text-destructive" role="alert">
                  {errors.clientIds.message}
                </p>
              ) : null}
            </div>
          );
        }}
      />
      {errors.root?.message ? (
        <p className="text-[13px] font-medium text-destructive" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send
        </Button>
      </div>
    </form>
  );
}
