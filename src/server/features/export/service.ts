import type { Readable } from "node:stream";
import { EXPORT_CSV_FORMAT, EXPORT_FORMAT, EXPORT_VERSION, type ExportData } from "../../../shared/contracts/export.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import type { AccessPolicy } from "../../../shared/domain/trial.js";
import type { UserRow } from "../../db/schema/index.js";
import { presentUser } from "../auth/present.js";
import { presentCheckIn } from "../expenditure/check-in.js";
import { presentGoal } from "../goals/present.js";
import { presentMeal } from "../meals/present.js";
import { presentMeasurement } from "../measurements/present.js";
import { presentProfile } from "../profile/present.js";
import { presentWeight } from "../weights/present.js";
import { type CsvSections, csvFileName, type MealImageEntry, mealsCsv, sectionCsvFiles } from "./csv-files.js";
import * as present from "./present.js";
import type { ExportRepository } from "./repository.js";
import { zipWriter } from "./zip.js";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};
const utf8 = (text: string) => new TextEncoder().encode(text);

export function exportService(
  deps: {
    repo: ExportRepository;
    /** With billing off, the exported user shows the plan everyone has. */
    accessPolicy?: AccessPolicy;
  },
  clock: () => Date = () => new Date(),
) {
  const { repo } = deps;

  /** Every section but the meals and the pictures' bytes, read in parallel. */
  async function sections(user: UserRow, now: Date) {
    const userId = user.id;
    const [profile, goals, foods, portions, ingredients, catalogFoods, chats, recommendations, images] =
      await Promise.all([
        repo.profile(userId),
        repo.goals(userId),
        repo.foods(userId),
        repo.portions(userId),
        repo.ingredients(userId),
        repo.catalogFoods(userId),
        repo.chatMessages(userId),
        repo.aiRecommendations(userId),
        repo.mealImageList(userId),
      ]);
    const [weighIns, measurements, marks, checkIns] = await Promise.all([
      repo.weighIns(userId),
      repo.measurements(userId),
      repo.dayMarks(userId),
      repo.checkIns(userId),
    ]);
    const [subscriptions, payments, customers, apiKeys, contactMessages, sessions, registrations] = await Promise.all([
      repo.subscriptions(userId),
      repo.payments(userId),
      repo.paymentCustomers(userId),
      repo.apiKeys(userId),
      repo.contactMessages(userId),
      repo.sessions(userId),
      repo.registrations(userId),
    ]);
    return {
      user: presentUser(user, now, deps.accessPolicy),
      profile: profile ? presentProfile(profile) : null,
      goals: goals.map(presentGoal),
      weighIns: weighIns.map(presentWeight),
      measurements: measurements.map(presentMeasurement),
      dayMarks: marks.map((mark) => ({ ...mark, createdAt: mark.createdAt.toISOString() })),
      checkIns: checkIns.map(presentCheckIn),
      ...present.presentFoods(foods, portions, ingredients),
      catalogFoods,
      chatMessages: chats.map(present.presentChatMessage),
      aiRecommendations: recommendations.map(present.presentRecommendation),
      images,
      subscriptions: subscriptions.map(present.presentSubscription),
      payments: payments.map(present.presentPayment),
      paymentCustomers: customers.map(present.presentPaymentCustomer),
      apiKeys: apiKeys.map((row) => present.presentApiKey(row, now)),
      contactMessages: contactMessages.map(present.presentContactMessage),
      sessions: sessions.map(present.presentSession),
      registrations: registrations.map(present.presentRegistration),
    };
  }

  return {
    /**
     * Everything the user has, as one document (shared/contracts/export.ts): no hashes, no tokens,
     * no internal columns. Held in memory: five years of meals are a few megabytes.
     */
    async data(user: UserRow, timeZone: string): Promise<ExportData> {
      const now = clock();
      const [{ images, ...rest }, meals] = await Promise.all([sections(user, now), repo.meals(user.id)]);
      const mealImages = [];
      // One picture at a time: they are the only large rows.
      for (const image of images) {
        const bytes = await repo.mealImageBytes(user.id, image.id);
        if (bytes)
          mealImages.push({
            id: image.id,
            mealKey: image.mealKey,
            mimeType: image.mimeType,
            dataBase64: bytes.toString("base64"),
            createdAt: image.createdAt.toISOString(),
          });
      }
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        timeZone,
        ...rest,
        meals: meals.map((meal) => presentMeal(meal, timeZone)),
        mealImages,
      };
    },

    /**
     * The same data as a ZIP of CSV files (csv-files.ts) with a `manifest.json` naming the format
     * and each file, and the meal pictures as files. Everything is read before the first byte is
     * sent (a failure is a clean 500); the archive itself is streamed, a picture at a time.
     */
    async csvZip(user: UserRow, timeZone: string): Promise<Readable> {
      const now = clock();
      const [{ images, ...rest }, meals] = await Promise.all([sections(user, now), repo.meals(user.id)]);
      const imageEntries: MealImageEntry[] = images.map((image) => ({
        id: image.id,
        mealKey: image.mealKey,
        mimeType: image.mimeType,
        file: `meal-images/${image.id}.${EXTENSIONS[image.mimeType] ?? "bin"}`,
        createdAt: image.createdAt.toISOString(),
      }));
      const sectionData: CsvSections = { ...rest, mealImages: imageEntries };
      const files = [
        { name: csvFileName("meals"), text: mealsCsv(meals, timeZone), rows: meals.length },
        ...sectionCsvFiles(sectionData),
      ].sort((a, b) => a.name.localeCompare(b.name));
      const manifest = {
        format: EXPORT_CSV_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        timeZone,
        files: [
          ...files.map(({ name, rows }) => ({ name, rows })),
          ...imageEntries.map(({ file }) => ({ name: file, rows: null })),
        ],
      };

      const zip = zipWriter(now);
      void (async () => {
        await zip.add("manifest.json", utf8(`${JSON.stringify(manifest, null, 2)}\n`));
        for (const file of files) await zip.add(file.name, utf8(file.text));
        for (const image of imageEntries) {
          if (zip.stream.destroyed) return;
          const bytes = await repo.mealImageBytes(user.id, image.id);
          if (bytes) await zip.add(image.file, bytes, { compress: false });
        }
        zip.end();
      })().catch((error: Error) => zip.fail(error));
      return zip.stream;
    },

    /** The meals alone, as they always were offered (GET /api/export-data/meals.csv). */
    async mealsCsv(userId: number, timeZone: string): Promise<string> {
      return mealsCsv(await repo.meals(userId), timeZone);
    },

    /** 'YYYY-MM-DD' for file names. */
    today: (timeZone: string) => localDayOf(clock(), timeZone),
  };
}

export type ExportService = ReturnType<typeof exportService>;
