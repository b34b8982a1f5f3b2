// What other parts of Bloom may use from the data-transfer feature (her data in and out).
export { DataTransferSection } from "./data-transfer-section";
export { ReportCard } from "./report-card";
