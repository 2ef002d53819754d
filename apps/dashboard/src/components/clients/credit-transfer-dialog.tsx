"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ChoiceGroup, type Choice } from "@parlo/app-ui/choice-group";
import { callError } from "@parlo/app-ui/trpc";
import { Button, Input } from "@parlo/ui";
import { fieldAria, FormField } from "@parlo/ui/form-field";
import { LazyDialog } from "@parlo/ui/lazy-dialog";
import {
  CREDIT_TRANSFER_DIRECTIONS,
  CREDIT_TRANSFER_MESSAGES,
  formatCreditsOneDecimal,
  zCreditAmount,
  type TCreditTransferDirection,
  type TOrgSummary,
  type TTransferCreditsOutput,
} from "@parlo/validators";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { transferCredits, type ClientsScope } from "./clients-api";

const ZTransferForm = z.object({ direction: z.enum(CREDIT_TRANSFER_DIRECTIONS), amount: zCreditAmount });
type TTransferFormInput = z.input<typeof ZTransferForm>;
type TTransferForm = z.output<typeof ZTransferForm>;

/**
 * The credit transfer dialog (section 2): credits from the workspace to the organization or back,
 * with both balances. A positive amount up to the source's balance; the server's refusals show
 * under the amount ("Not enough credits in workspace." ...), a missing workspace or any other
 * failure above the buttons, in the spec's words.
 */
interface TransferProps {
  scope: ClientsScope;
  workspaceCredits: number;
  onClose: () => void;
  onTransferred: (org: TOrgSummary, balances: TTransferCreditsOutput) => void;
}

export function CreditTransferDialog({
  org,
  ...props
}: TransferProps & {
  /** the organization to transfer with; null: closed */
  org: TOrgSummary | null;
}) {
  return (
    <LazyDialog
      open={org !== null}
      title="Transfer credits"
      description={org ? `Between your workspace and ${org.name}.` : null}
      onClose={props.onClose}
      className="max-w-md"
    >
      {org ? <TransferForm key={org.id} org={org} {...props} /> : null}
    </LazyDialog>
  );
}

function TransferForm({ scope, org, workspaceCredits, onClose, onTransferred }: TransferProps & { org: TOrgSummary }) {
  const form = useForm<TTransferFormInput, unknown, TTransferForm>({
    resolver: zodResolver(ZTransferForm),
    defaultValues: { direction: "toOrg", amount: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const choices: readonly Choice<TCreditTransferDirection>[] = [
    {
      value: "toOrg",
      label: `To ${org.name}`,
      hint: `From your workspace (${formatCreditsOneDecimal(workspaceCredits)} credits).`,
    },
    {
      value: "toWorkspace",
      label: "To your workspace",
      hint: `From ${org.name} (${formatCreditsOneDecimal(org.loadTokens)} credits).`,
    },
  ];

  const submit = form.handleSubmit(async (values) => {
    try {
      const balances = await transferCredits(scope, org.id, values.direction, values.amount);
      onTransferred(org, balances);
    } catch (error) {
      const { message, code } = callError(error, CREDIT_TRANSFER_MESSAGES.failed);
      if (code === "BAD_REQUEST") form.setError("amount", { type: "server", message }, { shouldFocus: true });
      else if (code === "NOT_FOUND") form.setError("root", { message: CREDIT_TRANSFER_MESSAGES.workspaceNotFound });
      else form.setError("root", { message: CREDIT_TRANSFER_MESSAGES.failed });
    }
  });

  const amountError = errors.amount?.message;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Transfer credits"
    >
      <Controller
        control={form.control}
        name="direction"
        render={({ field }) => (
          <ChoiceGroup legend="Direction" choices={choices} value={field.value} onChange={field.onChange} />
        )}
      />
      <FormField id="transfer-amount" label="Credits" error={amountError}>
        <Input
          id="transfer-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="500"
          {...fieldAria("transfer-amount", false, amountError)}
          {...form.register("amount")}
        />
      </FormField>
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
          Transfer
        </Button>
      </div>
    </form>
  );
}
