# Sourced by the anchor benchmarks: times_ns RUNS COMMAND... runs the
# command RUNS times, its output discarded, and prints the nanoseconds
# they took in all.
times_ns() {
	n=$1
	shift
	start=$(date +%s%N)
	i=0
	while [ $i -lt "$n" ]; do
		"$@" >/dev/null 2>&1
		i=$((i + 1))
	done
	echo $(( $(date +%s%N) - start ))
}
