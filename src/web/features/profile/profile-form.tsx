import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { CreateProfileRequest, Profile } from "../../../shared/contracts/profile.js";
import { activityLevels, genders } from "../../../shared/contracts/profile.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { inUnits, lengthUnit, weightUnit } from "../../lib/body-units.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import {
  type ProfileFormValues,
  type ProfileHints,
  profileFormOf,
  profileFormSchemaFor,
} from "./profile-form-values.js";
import { activityLabels, genderLabels } from "./profile-labels.js";

interface ProfileFormProps {
  profile: Profile | null;
  hints: ProfileHints;
  pending: boolean;
  onSubmit: (profile: CreateProfileRequest) => Promise<void>;
}

export function ProfileForm({ profile, hints, pending, onSubmit }: ProfileFormProps) {
  const units = profile?.units ?? "metric";
  const form = useForm<ProfileFormValues, unknown, CreateProfileRequest>({
    resolver: zodResolver(profileFormSchemaFor(units)),
    defaultValues: profileFormOf(profile, hints),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._("Profile")}>
      <FormField id="profile-name" label={i18n._("Name")} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="profile-age" label={i18n._("Age")} error={errors.age?.message}>
          <Input type="text" inputMode="numeric" autoComplete="off" {...form.register("age")} />
        </FormField>
        <FormField id="profile-gender" label={i18n._("Gender")} error={errors.gender?.message}>
          <Select {...form.register("gender")}>
            <option value="">{i18n._("Select")}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {i18n._(genderLabels[gender])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="profile-weight"
          label={i18n._("Weight ({unit})", { unit: weightUnit(units) })}
          error={inUnits(errors.weight?.message, units)}
        >
          <Input type="text" inputMode="decimal" autoComplete="off" {...form.register("weight")} />
        </FormField>
        <FormField
          id="profile-height"
          label={i18n._("Height ({unit})", { unit: lengthUnit(units) })}
          error={inUnits(errors.height?.message, units)}
        >
          <Input type="text" inputMode="decimal" autoComplete="off" {...form.register("height")} />
        </FormField>
      </div>
      <FormField id="profile-activity" label={i18n._("Activity level")} error={errors.activityLevel?.message}>
        <Select {...form.register("activityLevel")}>
          <option value="">{i18n._("Select an activity level")}</option>
          {activityLevels.map((level) => (
            <option key={level} value={level}>
              {i18n._(activityLabels[level])}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <InlineSpinner />}
        {i18n._("Save Profile")}
      </Button>
    </form>
  );
}
